import type { WidgetProps } from '@tutorium/shared/federation';
import { EmptyState, Skeleton } from '@tutorium/shared/ui';
import { useMatchedJobs } from '../../api/get-matched-jobs.api';
import { useJobsT } from '../../common/jobs-t';
import { JobRows } from './matched-jobs';
import styles from './dashboard-jobs.module.css';

/** The tutor dashboard's Jobs tab: matched jobs still to unlock, and the jobs they unlocked. */
export function TutorJobs({ limit }: WidgetProps) {
  const t = useJobsT();
  const jobs = useMatchedJobs();
  if (jobs.isPending) return <Skeleton height="8rem" />;
  const all = jobs.data ?? [];
  const matched = all.filter((job) => job.status === 'open' && !job.unlocked).slice(0, limit);
  const unlocked = all.filter((job) => job.unlocked).slice(0, limit);
  return (
    <div className={styles.columns}>
      <section aria-labelledby="tutor-matched-jobs">
        <h3 id="tutor-matched-jobs">{t('Matched Jobs')}</h3>
        {matched.length === 0 ? (
          <EmptyState headingLevel={4} title={t('No matched jobs yet.')} text={t('Jobs in the subjects of your active gigs appear here.')} />
        ) : (
          <JobRows jobs={matched} />
        )}
      </section>
      <section aria-labelledby="tutor-unlocked-jobs">
        <h3 id="tutor-unlocked-jobs">{t('Unlocked Jobs')}</h3>
        {unlocked.length === 0 ? (
          <EmptyState headingLevel={4} title={t("You haven't unlocked any jobs yet.")} />
        ) : (
          <JobRows jobs={unlocked} />
        )}
      </section>
    </div>
  );
}
