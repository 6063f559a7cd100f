import { useState } from 'react';
import { ApiError, errorMessage } from '@tutorium/shared/api';
import { JOB_MESSAGES, type Job } from '@tutorium/shared/contracts';
import { Button, ButtonLink, InsufficientPointsModal, Skeleton } from '@tutorium/shared/ui';
import { useUnlockStatus } from '../../api/get-unlock-status.api';
import { useUnlockJob } from '../../api/unlock-job.api';
import { useJobsT } from '../../common/jobs-t';
import styles from './job-detail.module.css';

/** The price a 402 names ('You need 5 points to unlock this job.'), else what the status said. */
const priceIn = (error: ApiError, fallback: number) => Number(/\d+/.exec(error.serverMessage ?? '')?.[0] ?? fallback);

/** A tutor's unlock action: the price, the no-matching-gig warning, the not-enough-points modal, then contact. */
export function JobUnlock({ job }: { job: Job }) {
  const t = useJobsT();
  const status = useUnlockStatus(job.id, !job.unlocked);
  const unlock = useUnlockJob(job.id);
  const [shortBy, setShortBy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (job.unlocked) {
    return (
      <section className={styles.unlock} aria-label={t('Contact')}>
        <p role="status" className={styles.unlocked}>{t('You unlocked this job. Contact the student:')}</p>
        <ButtonLink to={`/messages/?username=${encodeURIComponent(job.student.username)}`}>{t('Message Student')}</ButtonLink>
      </section>
    );
  }
  if (job.status !== 'open') {
    // t('This job is no longer open.')
    return <p role="note" className={styles.warning}>{t(JOB_MESSAGES.notOpen)}</p>;
  }
  if (status.isPending) return <Skeleton height="3rem" width="16rem" />;

  const noGig = status.data?.has_matching_gig === false || failure === JOB_MESSAGES.noMatchingGig;
  const points = status.data?.points_needed ?? 0;
  const start = () => {
    setFailure(null);
    unlock.mutate(undefined, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 402) return setShortBy(priceIn(error, points));
        if (error instanceof ApiError && error.status === 403) return setFailure(JOB_MESSAGES.noMatchingGig);
        setFailure(errorMessage(error, t('Failed to unlock job. Please try again.')));
      },
    });
  };

  return (
    <section className={styles.unlock} aria-label={t('Unlock')}>
      {/* t('You need an active gig with a matching subject to unlock this job.') */}
      {noGig && <p role="alert" className={styles.warning}>{t(JOB_MESSAGES.noMatchingGig)}</p>}
      {status.isError ? (
        <p role="alert" className={styles.warning}>{t('Failed to check the unlock status.')}</p>
      ) : (
        <p>{t('Unlock this job for {{points}} points to see the phone number and message the student.', { points })}</p>
      )}
      <Button onClick={start} loading={unlock.isPending} disabled={noGig || status.isError}>{t('Unlock Job')}</Button>
      {failure && !noGig && <p role="alert" className={styles.warning}>{failure}</p>}
      <InsufficientPointsModal
        open={shortBy !== null}
        onClose={() => setShortBy(null)}
        message={t('You need {{points}} points to unlock this job.', { points: shortBy ?? points })}
      />
    </section>
  );
}
