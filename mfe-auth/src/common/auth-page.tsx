import { useId, type ReactNode } from 'react';
import { Card } from '@tutorium/shared/ui';
import styles from './auth-page.module.css';

interface AuthPageProps {
  /** The page's one h1 (also the document title). */
  title: string;
  /** Lead paragraph under the title. */
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card's content (to log in, to sign up...). */
  footer?: ReactNode;
}

/** Frame of the account screens: one centred card with the h1, the content and closing links. */
export function AuthPage({ title, intro, children, footer }: AuthPageProps) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <title>{`${title} | Tutorium`}</title>
      <Card padding="lg">
        <h1 id={titleId} className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </Card>
    </section>
  );
}
