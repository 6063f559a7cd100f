import { useId, type ReactNode } from 'react';
import { Card } from '@tutorium/shared/ui';
import styles from './profile-page.module.css';

/** A titled card of the profile page, exposed as a region named by its heading. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>{title}</h2>
      {children}
    </Card>
  );
}
