import { useTranslation } from 'react-i18next';
import { useParams } from '@tutorium/shared/router';
import { ButtonLink } from '@tutorium/shared/ui';
import { useEmailVerification } from '../../api/verify-email.api';
import { AuthPage } from '../../common/auth-page';
import { failureText, serverText } from '../../common/failure-text';
import { StatusBanner } from '../../common/status-banner';
import styles from '../../common/auth-page.module.css';

/** /verify-email/:uid/:token: loading, then success or error (spec section 4). */
export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const { uid = '', token = '' } = useParams();
  const verification = useEmailVerification(uid, token);
  const detail = verification.data?.detail;

  return (
    <AuthPage title={t('verify_email', { ns: 'common' })}>
      {verification.isPending && (
        <p role="status" aria-busy="true" className={styles.muted}>{t('Verifying your email...')}</p>
      )}
      {verification.isSuccess && (
        <>
          <StatusBanner status={{ kind: 'success', text: detail ? serverText(t, detail) : t('Email verified successfully.') }} />
          <ButtonLink to="/login" fullWidth>{t('Continue to login')}</ButtonLink>
        </>
      )}
      {verification.isError && (
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
