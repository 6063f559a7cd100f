import type { Job } from '@tutorium/shared/contracts';
import type { WidgetProps } from '@tutorium/shared/federation';
import { Link } from '@tutorium/shared/router';
import { Badge, EmptyState, Skeleton } from '@tutorium/shared/ui';
import { useMatchedJobs } from '../../api/get-matched-jobs.api';
import { budgetText } from '../../common/format';
import { useJobsI18n, useJobsT } from '../../common/jobs-t';
import styles from './dashboard-jobs.module.css';

/** The tutor's matched jobs: open jobs in a subject of their active gigs, nearest then newest (Overview shows 4). */
export function MatchedJobs({ limit }: WidgetProps) {
  const t = useJobsT();
  const jobs = useMatchedJobs();
  if (jobs.isPending) return <Skeleton height="6rem" />;
  // Spec section 8: a failed load is only logged and shows an empty list.
  const shown = (jobs.data ?? []).filter((job) => job.status === 'open' && !job.unlocked).slice(0, limit);
  if (shown.length === 0) {
    return <EmptyState headingLevel={3} title={t('No matched jobs yet.')} text={t('Jobs in the subjects of your active gigs appear here.')} />;
  }
  return <JobRows jobs={shown} />;
}

/** Compact job rows of the tutor dashboard, each linking to the job. */
export function JobRows({ jobs }: { jobs: Job[] }) {
  const { t, language } = useJobsI18n();
  return (
    <ul className={styles.list}>
      {jobs.map((job) => (
        <li key={job.id} className={styles.row} aria-label={job.title}>
          <div className={styles.rowMain}>
            <Link to={`/jobs/${job.id}`} className={styles.title}>{job.title}</Link>
            <span className={styles.meta}>
              {job.status === 'open' ? <Badge variant="success">{t('Open')}</Badge> : <Badge>{t('Closed')}</Badge>}{' '}
              {job.unlocked && <><Badge variant="info">{t('Unlocked')}</Badge>{' '}</>}
              {job.subject_details.join(', ')} · {budgetText(job, t, language, ' ')}
              {job.location ? ` · ${job.location}` : ''}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
