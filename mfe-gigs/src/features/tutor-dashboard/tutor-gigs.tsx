import type { WidgetProps } from '@tutorium/shared/federation';
import { Link } from '@tutorium/shared/router';
import { Badge, EmptyState, Skeleton } from '@tutorium/shared/ui';
import { useMyGigs } from '../../api/get-my-gigs.api';
import { useGigsT } from '../../common/gigs-t';
import styles from './tutor-dashboard.module.css';

/** The tutor's gigs, newest first (a widget; `limit` for the overview's 3), each linking to its page. */
export function TutorGigs({ limit }: WidgetProps) {
  const t = useGigsT();
  const gigs = useMyGigs();
  if (gigs.isPending) return <Skeleton height="4rem" />;
  // Spec section 8: a failed load is only logged and shows an empty list.
  const shown = (gigs.data ?? []).slice(0, limit);
  if (shown.length === 0) return <EmptyState headingLevel={3} title={t('You have no gigs yet.')} text={t('Post a gig so students can find you.')} />;
  return (
    <ul className={styles.gigs}>
      {shown.map((gig) => (
        <li key={gig.id}>
          <Link to={`/tutor/gig/${gig.id}`} className={styles.gigTitle}>{gig.title}</Link>
          <span className={styles.gigMeta}>
            {gig.subject}{' '}
            {gig.subject_active ? <Badge variant="success">{t('Active')}</Badge> : <Badge variant="warning">{t('Pending')}</Badge>}
          </span>
        </li>
      ))}
    </ul>
  );
}
