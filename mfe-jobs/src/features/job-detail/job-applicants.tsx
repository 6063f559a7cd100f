import { useEffect, useRef } from 'react';
import { JOB_APPLICANTS_ANCHOR, type JobApplicant } from '@tutorium/shared/contracts';
import { Link, useLocation } from '@tutorium/shared/router';
import { Avatar, ButtonLink, EmptyState, ErrorState, Skeleton } from '@tutorium/shared/ui';
import { useJobApplicants } from '../../api/get-job-applicants.api';
import { useJobsI18n, useJobsT } from '../../common/jobs-t';
import styles from './job-detail.module.css';

/** The owner's Applicants: each tutor who unlocked the job, whom that unlock lets the student message. */
export function JobApplicants({ jobId }: { jobId: number }) {
  const t = useJobsT();
  const applicants = useJobApplicants(jobId);
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  // The router does not scroll to a fragment; once the list is in, this does.
  const loaded = applicants.isSuccess;
  useEffect(() => {
    if (loaded && hash === `#${JOB_APPLICANTS_ANCHOR}`) section.current?.scrollIntoView?.({ block: 'start' });
  }, [loaded, hash]);

  return (
    <section ref={section} id={JOB_APPLICANTS_ANCHOR} className={styles.applicants} aria-labelledby="applicants-title">
      <h2 id="applicants-title">{t('Applicants')}</h2>
      <ApplicantsBody applicants={applicants} />
    </section>
  );
}

function ApplicantsBody({ applicants }: { applicants: ReturnType<typeof useJobApplicants> }) {
  const t = useJobsT();
  if (applicants.isPending) {
    return (
      <div className={styles.applicantList} aria-busy="true" aria-label={t('Loading applicants')}>
        <Skeleton height="3.5rem" />
        <Skeleton height="3.5rem" />
      </div>
    );
  }
  if (applicants.isError) {
    return <ErrorState headingLevel={3} title={t('Failed to load the applicants.')} retryLabel={t('Try Again')} onRetry={() => void applicants.refetch()} />;
  }
  if (applicants.data.length === 0) {
    return <EmptyState headingLevel={3} title={t('No applicants yet')} text={t('Tutors who unlock this job appear here, and you can message them.')} />;
  }
  return (
    <ul className={styles.applicantList}>
      {applicants.data.map((applicant) => <ApplicantRow key={applicant.id} applicant={applicant} />)}
    </ul>
  );
}

function ApplicantRow({ applicant }: { applicant: JobApplicant }) {
  const { t, language } = useJobsI18n();
  // One decimal in the reader's digits, or N/A without reviews (as tutor cards show it).
  const rating = applicant.average_rating === null
    ? t('N/A')
    : new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(applicant.average_rating);
  const unlockedOn = new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(applicant.unlocked_at));
  return (
    <li className={styles.applicant} aria-label={applicant.username}>
      <Avatar name={applicant.username} picture={applicant.profile_picture} />
      <div className={styles.applicantMain}>
        <Link to={`/tutors/${applicant.id}`} className={styles.applicantName}>{applicant.username}</Link>
        <span className={styles.applicantMeta}>
          <span>{t('Rating: {{rating}}', { rating })}</span>
          <span>{t('Reviews: {{total}}', { total: applicant.reviews_count })}</span>
          <span>{t('Unlocked on {{date}}', { date: unlockedOn })}</span>
        </span>
      </div>
      <ButtonLink
        size="sm"
        variant="secondary"
        to={`/messages/?username=${encodeURIComponent(applicant.username)}`}
        aria-label={t('Message {{name}}', { name: applicant.username })}
      >
        {t('Message')}
      </ButtonLink>
    </li>
  );
}
