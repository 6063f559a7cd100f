import { useId, type ReactNode } from 'react';
import styles from './static-page.module.css';

interface StaticPageProps {
  /** The page's one h1 (also the document title). */
  title: string;
  /** Lead paragraph under the title. */
  intro?: ReactNode;
  children: ReactNode;
}

/** Frame of the shell's text pages: a header with the h1 and lead, then the sections. */
export function StaticPage({ title, intro, children }: StaticPageProps) {
  return (
    <article className={styles.page}>
      <title>{`${title} | Tutorium`}</title>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
      {children}
    </article>
  );
}

interface PageSectionProps {
  title: string;
  children: ReactNode;
  className?: string;
}

/** A titled section (h2) of a static page, exposed as a landmark named by its heading. */
export function PageSection({ title, children, className }: PageSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={[styles.section, className].filter(Boolean).join(' ')}>
      <h2 id={id} className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
