import { useTranslation } from 'react-i18next';
import type { NotificationSettings } from '@tutorium/shared/contracts';
import { ErrorState, Skeleton } from '@tutorium/shared/ui';
import { useChangeNotificationSettings, useNotificationSettings } from '../../api/notification-settings.api';
import { failureText } from '../../common/failure-text';
import { StatusBanner } from '../../common/status-banner';
import { ProfileSection } from './profile-section';
import styles from './notification-settings.module.css';

type Setting = keyof NotificationSettings;

/** The e-mail switches, each saved as it is flipped; the daily job digest is for tutors only. */
export function NotificationSettingsSection({ tutor }: { tutor: boolean }) {
  const { t } = useTranslation('auth');
  const settings = useNotificationSettings();
  const change = useChangeNotificationSettings();
  const switches: Array<{ key: Setting; label: string }> = [
    { key: 'messages', label: t('New messages') },
    { key: 'unlocks', label: tutor ? t('A student unlocks your contact') : t('A tutor unlocks your job') },
    ...(tutor ? [{ key: 'job_digest' as const, label: t('Daily digest of new jobs for your gigs') }] : []),
  ];
  // While a change is saved, its switch already shows the new position.
  const shown = (key: Setting): boolean => (change.isPending ? change.variables[key] : undefined) ?? settings.data?.[key] ?? true;

  return (
    <ProfileSection title={t('Notification settings')}>
      <p className={styles.intro}>{t('E-mail me when I am away about:')}</p>
      {settings.isPending && <Skeleton lines={switches.length} />}
      {settings.isError && <ErrorState title={t('Failed to load notification settings.')} />}
      {settings.isSuccess && (
        <ul className={styles.switches}>
          {switches.map(({ key, label }) => (
            <li key={key}>
              <label className={styles.switch}>
                <span>{label}</span>
                <input
                  type="checkbox"
                  role="switch"
                  checked={shown(key)}
                  disabled={change.isPending}
                  onChange={(event) => change.mutate({ [key]: event.target.checked })}
                />
              </label>
            </li>
          ))}
        </ul>
      )}
      {change.isError && <StatusBanner status={{ kind: 'error', text: failureText(t, change.error, t('Failed to save notification settings.')) }} />}
    </ProfileSection>
  );
}
