import { lazy, Suspense, useId, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyVerification, VerificationRequest } from '@tutorium/shared/contracts';
import { Badge, Button, ErrorState, Skeleton } from '@tutorium/shared/ui';
import { useMyVerification } from '../../api/verification.api';
import { ProfileSection } from './profile-section';
import styles from './verification-section.module.css';

// The request form (react-hook-form, 13 KiB) loads when a tutor who can send one asks for it
// (Request verification): the card is on a tutor's first screen, and most visits are not to send one.
const VerificationForm = lazy(() => import('./verification-request-form').then((module) => ({ default: module.VerificationForm })));

/** A tutor's "Verified Teacher" card: the badge, the request under review, or the form (again, after a rejection). */
export function VerificationSection() {
  const { t } = useTranslation('auth');
  const verification = useMyVerification();

  return (
    <ProfileSection title={t('Verification')}>
      {verification.isPending && <Skeleton lines={3} />}
      {verification.isError && <ErrorState title={t('Failed to load your verification.')} onRetry={() => void verification.refetch()} />}
      {verification.isSuccess && <VerificationState verification={verification.data} />}
    </ProfileSection>
  );
}

function VerificationState({ verification }: { verification: MyVerification }) {
  const { t } = useTranslation('auth');
  const { request } = verification;
  if (verification.is_verified) {
    return (
      <div className={styles.state}>
        <p><Badge variant="success">{t('Verified Teacher')}</Badge></p>
        <p>{t('Students see the Verified Teacher badge on your profile, cards and gigs.')}</p>
      </div>
    );
  }
  if (request?.status === 'pending') return <PendingRequest request={request} />;
  return (
    <div className={styles.state}>
      {request?.status === 'rejected' ? (
        <div className={styles.rejected}>
          <p><Badge variant="danger">{t('Not approved')}</Badge></p>
          <p>{t('Your last request was not approved: {{reason}}', { reason: request.reason ?? '' })}</p>
          <p>{t('You can send a new request.')}</p>
        </div>
      ) : (
        <p>{t('Send your education, experience and a document (a diploma or certificate) to get the Verified Teacher badge.')}</p>
      )}
      <RequestVerification />
    </div>
  );
}

/** Request verification, then its form; the button stays, busy, until the form is there. */
function RequestVerification() {
  const { t } = useTranslation('auth');
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [opening, startOpening] = useTransition();
  return (
    <Suspense fallback={null}>
      {open ? (
        <VerificationForm id={formId} onCancel={() => setOpen(false)} />
      ) : (
        <div>
          <Button loading={opening} onClick={() => startOpening(() => setOpen(true))}>
            {t('Request verification')}
          </Button>
        </div>
      )}
    </Suspense>
  );
}

function PendingRequest({ request }: { request: VerificationRequest }) {
  const { t, i18n } = useTranslation('auth');
  const date = new Date(request.created_at).toLocaleDateString(i18n.language, { year: 'numeric', month: 'long', day: 'numeric' });
  return (
    <div className={styles.state}>
      <p><Badge variant="warning">{t('Under review')}</Badge></p>
      <p>{t('Your request is being reviewed.')}</p>
      <p className={styles.muted}>{t('Sent on {{date}}', { date })}</p>
    </div>
  );
}
