import { ApiError } from '@tutorium/shared/api';
import { LOCKED_JOB_PHONE, type Job } from '@tutorium/shared/contracts';
import { ReportControl } from '@tutorium/shared/reports';
import { useParams } from '@tutorium/shared/router';
import { useSession } from '@tutorium/shared/session';
import { Badge, ButtonLink, Card, ErrorState, Skeleton } from '@tutorium/shared/ui';
import { useJob } from '../../api/get-job.api';
import { budgetText, optionText, postedText } from '../../common/format';
import { useJobsI18n, useJobsT } from '../../common/jobs-t';
import { JobApplicants } from './job-applicants';
import { JobUnlock } from './job-unlock';
import styles from './job-detail.module.css';

/** /jobs/{id}: the job; its student sees the phone and the applicants, a tutor unlocks it (spec sections 2 and 4). */
export default function JobDetailPage() {
  const t = useJobsT();
  const id = Number(useParams().id);
  const validId = Number.isSafeInteger(id) && id > 0;
  const job = useJob(id, validId);
  const user = useSession((state) => state.user);

  if (!validId || (job.isError && job.error instanceof ApiError && job.error.status === 404)) return <JobNotFound />;
  if (job.isError) {
    return (
      <div className={styles.page}>
        <ErrorState
          title={t('Oops! Something went wrong')}
          message={t('Failed to fetch job details.')}
          retryLabel={t('Try Again')}
          onRetry={() => void job.refetch()}
          headingLevel={2}
        />
      </div>
    );
  }
  if (job.isPending) return <JobSkeleton />;

  const owner = user !== null && user.id === job.data.student.id;
  return (
    <article className={styles.page} aria-labelledby="job-title">
      <header className={styles.heading}>
        <h1 id="job-title">{job.data.title}</h1>
        {job.data.status === 'open' ? <Badge variant="success">{t('Open')}</Badge> : <Badge>{t('Closed')}</Badge>}
      </header>
      <JobFacts job={job.data} />
      {user?.user_type === 'tutor' && !owner && <JobUnlock job={job.data} />}
      {user?.user_type === 'tutor' && !owner && job.data.unlocked && <ReportControl kind="job" targetId={job.data.id} />}
      {owner && <JobApplicants jobId={job.data.id} />}
    </article>
  );
}

function JobFacts({ job }: { job: Job }) {
  const { t, language } = useJobsI18n();
  const locked = job.phone === LOCKED_JOB_PHONE;
  const facts: [string, string][] = [
    [t('Budget'), budgetText(job, t, language)],
    [t('Service type'), optionText(job.service_type, t)],
    [t('Mode'), job.mode.map((mode) => optionText(mode, t)).join(', ')],
    [t('Subjects'), job.subject_details.join(', ')],
    [t('Education level'), optionText(job.education_level, t)],
  ];
  if (job.total_hours !== null) facts.push([t('Total hours'), String(job.total_hours)]);
  if (job.languages.length > 0) facts.push([t('Languages'), job.languages.join(', ')]);
  if (job.gender_preference) facts.push([t('Gender preference'), optionText(job.gender_preference, t)]);
  if (job.location) facts.push([t('Location'), job.location]);
  if (job.country) facts.push([t('Country'), optionText(job.country, t)]);
  if (job.distance !== null) facts.push([t('Distance'), t('{{km}} km', { km: job.distance })]);
  facts.push([t('Posted by'), job.student.username]);
  return (
    <>
      <p className={styles.meta}>
        <span>{postedText(job.created_at, t, language)}</span>
        <span>{t('Applicants: {{count}}', { count: job.applicants_count })}</span>
      </p>
      <p className={styles.description}>{job.description}</p>
      <dl className={styles.grid}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{t('Phone')}</dt>
          <dd>{locked ? <span className={styles.locked}>{t('Unlock this job to see the phone number.')}</span> : <a href={`tel:${job.phone}`}>{job.phone}</a>}</dd>
        </div>
      </dl>
    </>
  );
}

function JobNotFound() {
  const t = useJobsT();
  return (
    <Card className={styles.notFound}>
      <h1>{t('Job Not Found')}</h1>
      <p>{t("The job you're looking for doesn't exist or may have been removed.")}</p>
      <ButtonLink to="/jobs">{t('Browse Jobs')}</ButtonLink>
    </Card>
  );
}

function JobSkeleton() {
  const t = useJobsT();
  return (
    <div className={styles.page} aria-busy="true" aria-label={t('Loading job')}>
      <Skeleton height="2.5rem" width="60%" />
      <Skeleton height="1rem" width="40%" />
      <Skeleton lines={3} />
      <Skeleton height="8rem" />
    </div>
  );
}
