import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_STATUS_MS } from '@tutorium/shared/contracts';
import { Button, ButtonLink } from '@tutorium/shared/ui';
import { StatusBanner } from '../../common/status-banner';
import { useTimedStatus } from '../../common/use-timed-status';
import { ChangePasswordForm } from './change-password-form';
import { ProfileSection } from './profile-section';
import styles from './profile-page.module.css';

/** Change Password (its banner lasts 5 s) and the way to buy points. */
export function AccountActions() {
  const { t } = useTranslation('auth');
  const formId = useId();
  const [changing, setChanging] = useState(false);
  const status = useTimedStatus(PASSWORD_STATUS_MS);

  return (
    <ProfileSection title={t('Account Actions')}>
      <StatusBanner status={status.status} />
      <div className={styles.row}>
        <Button variant="secondary" aria-expanded={changing} aria-controls={changing ? formId : undefined} onClick={() => setChanging((open) => !open)}>
          {t('Change Password')}
        </Button>
        <ButtonLink to="/credit-purchase" variant="ghost">{t('Buy Points')}</ButtonLink>
      </div>
      {changing && (
        <ChangePasswordForm id={formId} onStatus={status.show} onDone={() => setChanging(false)} onCancel={() => setChanging(false)} />
      )}
    </ProfileSection>
  );
}
