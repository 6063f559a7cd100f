import type { ReactNode } from 'react';
import styles from './states.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  text?: ReactNode;
  /** Usually a Button or ButtonLink, e.g. Reset Filters. */
  action?: ReactNode;
  /** Decorative symbol shown above the title. */
  icon?: ReactNode;
  /** Level of the title heading; defaults to 2. */
  headingLevel?: 2 | 3 | 4;
}

/** What a list shows when it has nothing to show, with an optional way forward. */
export function EmptyState({ title, text, action, icon, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.state}>
      {icon && <div className={styles.icon} aria-hidden="true">{icon}</div>}
      <Heading className={styles.title}>{title}</Heading>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
