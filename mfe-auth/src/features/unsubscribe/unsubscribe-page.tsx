import { useTranslation } from 'react-i18next';
import type { MailAlertKind } from '@tutorium/shared/contracts';
import { useSearchParams } from '@tutorium/shared/router';
import { Button, ButtonLink } from '@tutorium/shared/ui';
import { useUnsubscribe } from '../../api/unsubscribe.api';
import type { AuthT } from '../../common/auth-t';
import { AuthPage } from '../../common/auth-page';
import { failureText } from '../../common/failure-text';
import { StatusBanner } from '../../common/status-banner';
import styles from '../../common/auth-page.module.css';

const confirmation = (t: AuthT, kind: MailAlertKind): string => {
  switch (kind) {
    case 'messages':
      return t('You will no longer receive e-mails about new messages.');
    case 'unlocks':
      return t('You will no longer receive e-mails about unlocks.');
    case 'job-digest':
      return t('You will no longer receive the daily digest of new jobs.');
  }
};

/** /unsubscribe?token=...: the link of an alert mail turns its kind off once confirmed, no sign-in needed. */
export default function UnsubscribePage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const unsubscribing = useUnsubscribe();
  const invalid = t('This unsubscribe link is not valid.');

  return (
    <AuthPage title={t('Unsubscribe')}>
      {token === '' && <StatusBanner status={{ kind: 'error', text: invalid }} />}
      {token !== '' && !unsubscribing.isSuccess && (
        <Button fullWidth loading={unsubscribing.isPending} onClick={() => unsubscribing.mutate({ token })}>
          {t('Unsubscribe')}
        </Button>
      )}
      {unsubscribing.isPending && <p role="status" aria-busy="true" className={styles.muted}>{t('Unsubscribing...')}</p>}
      {unsubscribing.isSuccess && (
        <>
          <StatusBanner status={{ kind: 'success', text: confirmation(t, unsubscribing.data.kind) }} />
          <p className={styles.muted}>{t('You can turn it back on in the notification settings of your profile.')}</p>
        </>
      )}
      {unsubscribing.isError && <StatusBanner status={{ kind: 'error', text: failureText(t, unsubscribing.error, invalid) }} />}
      <ButtonLink to="/profile" variant="secondary" fullWidth>{t('Notification settings')}</ButtonLink>
    </AuthPage>
  );
}
