import { lazy, Suspense, useId, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_STATUS_MS } from '@tutorium/shared/contracts';
import { Button, ButtonLink } from '@tutorium/shared/ui';
import { StatusBanner } from '../../common/status-banner';
import { useTimedStatus } from '../../common/use-timed-status';
import { ProfileSection } from './profile-section';
import styles from './profile-page.module.css';

// Its form (react-hook-form) loads when opened; the button stays, busy, until it is there.
const ChangePasswordForm = lazy(() => import('./change-password-form').then((module) => ({ default: module.ChangePasswordForm })));

/** Change Password (its banner lasts 5 s) and the way to buy points. */
export function AccountActions() {
  const { t } = useTranslation('auth');
  const formId = useId();
  const [changing, setChanging] = useState(false);
  const [opening, startOpening] = useTransition();
  const status = useTimedStatus(PASSWORD_STATUS_MS);

  return (
    <ProfileSection title={t('Account Actions')}>
      <StatusBanner status={status.status} />
      <div className={styles.row}>
        <Button variant="secondary" aria-expanded={changing} aria-controls={changing ? formId : undefined} loading={opening} onClick={() => startOpening(() => setChanging((open) => !open))}>
          {t('Change Password')}
        </Button>
        <ButtonLink to="/credit-purchase" variant="ghost">{t('Buy Points')}</ButtonLink>
      </div>
      <Suspense fallback={null}>
        {changing && (
          <ChangePasswordForm id={formId} onStatus={status.show} onDone={() => setChanging(false)} onCancel={() => setChanging(false)} />
        )}
      </Suspense>
    </ProfileSection>
  );
}
