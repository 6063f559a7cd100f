import { useState } from 'react';
import { errorMessage } from '@tutorium/shared/api';
import { JOB_APPLICANTS_ANCHOR, type Job } from '@tutorium/shared/contracts';
import type { WidgetProps } from '@tutorium/shared/federation';
import { Link } from '@tutorium/shared/router';
import { Badge, Button, EmptyState, Skeleton } from '@tutorium/shared/ui';
import { useMyJobs } from '../../api/get-my-jobs.api';
import { useUpdateJobStatus } from '../../api/update-job-status.api';
import { postedText } from '../../common/format';
import { useJobsI18n, useJobsT } from '../../common/jobs-t';
import styles from './dashboard-jobs.module.css';

/** The student's Your Job Posts: active and completed counts, each job with its applicants (and a link to them), mark completed or close. */
export function StudentJobs({ limit }: WidgetProps) {
  const t = useJobsT();
  const jobs = useMyJobs();
  // About the height of a list of posts: the page does not jump, and what is below stays below.
  if (jobs.isPending) return <Skeleton height="30rem" />;
  // Spec section 8: a failed load is only logged and shows an empty list.
  const all = jobs.data ?? [];
  const active = all.filter((job) => job.status === 'open').length;
  const completed = all.filter((job) => job.status === 'completed').length;
  const shown = all.slice(0, limit);
  return (
    <section className={styles.widget} aria-labelledby="student-job-posts">
      <h2 id="student-job-posts" className={styles.heading}>{t('Your Job Posts')}</h2>
      <p className={styles.counts}>
        <span>{t('Active: {{count}}', { count: active })}</span>
        <span>{t('Completed: {{count}}', { count: completed })}</span>
      </p>
      {shown.length === 0 ? (
        <EmptyState headingLevel={3} title={t("You haven't posted any jobs yet.")} text={t('Post a job so tutors can find you.')} />
      ) : (
        <ul className={styles.list}>
          {shown.map((job) => <StudentJobRow key={job.id} job={job} />)}
        </ul>
      )}
    </section>
  );
}

function StudentJobRow({ job }: { job: Job }) {
  const { t, language } = useJobsI18n();
  const update = useUpdateJobStatus();
  const [failure, setFailure] = useState<string | null>(null);
  const change = (status: 'completed' | 'closed') => {
    setFailure(null);
    update.mutate({ id: job.id, status }, { onError: (error) => setFailure(errorMessage(error, t('Failed to update the job.'))) });
  };
  // t('Open') t('Completed') t('Closed')
  const statusLabel = { open: 'Open', completed: 'Completed', closed: 'Closed' }[job.status];
  return (
    <li className={styles.row} aria-label={job.title}>
      <div className={styles.rowMain}>
        <Link to={`/jobs/${job.id}`} className={styles.title}>{job.title}</Link>
        <span className={styles.meta}>
          <Badge variant={job.status === 'open' ? 'success' : 'neutral'}>{t(statusLabel)}</Badge>{' '}
          {t('Applicants: {{count}}', { count: job.applicants_count })} · {postedText(job.created_at, t, language)}
        </span>
        {job.applicants_count > 0 && (
          <Link to={`/jobs/${job.id}#${JOB_APPLICANTS_ANCHOR}`} className={styles.applicantsLink} aria-label={t('View Applicants: {{title}}', { title: job.title })}>
            {t('View Applicants')}
          </Link>
        )}
      </div>
      {job.status === 'open' && (
        <div className={styles.rowActions}>
          <Button size="sm" variant="secondary" disabled={update.isPending} onClick={() => change('completed')}>{t('Mark Completed')}</Button>
          <Button size="sm" variant="ghost" disabled={update.isPending} onClick={() => change('closed')}>{t('Close Job')}</Button>
        </div>
      )}
      {failure && <p role="alert" className={styles.error}>{failure}</p>}
    </li>
  );
}
