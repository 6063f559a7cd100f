import { useTranslation } from 'react-i18next';
import { useParams } from '@tutorium/shared/router';
import { ButtonLink } from '@tutorium/shared/ui';
import { AuthPage } from '../../common/auth-page';
import { failureText, serverText } from '../../common/failure-text';
import { StatusBanner } from '../../common/status-banner';
import { useEmailVerification } from './use-email-verification';
import styles from '../../common/auth-page.module.css';

/** /verify-email/:uid/:token: loading, then success or error (spec section 4). */
export default function VerifyEmailPage() {
  const { uid = '', token = '' } = useParams();
  // A new link is a new verification: remount rather than reset state by hand.
  return <EmailVerification key={`${uid}/${token}`} uid={uid} token={token} />;
}

function EmailVerification({ uid, token }: { uid: string; token: string }) {
  const { t } = useTranslation('auth');
  const verification = useEmailVerification(uid, token);

  return (
    <AuthPage title={t('verify_email', { ns: 'common' })}>
      {verification.state === 'loading' && (
        <p role="status" aria-busy="true" className={styles.muted}>{t('Verifying your email...')}</p>
      )}
      {verification.state === 'success' && (
        <>
          <StatusBanner
            status={{ kind: 'success', text: verification.detail ? serverText(t, verification.detail) : t('Email verified successfully.') }}
          />
          <ButtonLink to="/login" fullWidth>{t('Continue to login')}</ButtonLink>
        </>
      )}
      {verification.state === 'error' && (
        <>
          <StatusBanner
            status={{ kind: 'error', text: failureText(t, verification.error, t('Verification link is invalid or expired.')) }}
          />
          <ButtonLink to="/login" variant="secondary" fullWidth>{t('Back to login')}</ButtonLink>
        </>
      )}
    </AuthPage>
  );
}
