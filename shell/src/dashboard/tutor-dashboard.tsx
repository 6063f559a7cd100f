import { useTranslation } from 'react-i18next';
import { DASHBOARD_GIGS, DASHBOARD_MATCHED_JOBS, type User } from '@tutorium/shared/contracts';
import { ButtonLink, Card, Tabs } from '@tutorium/shared/ui';
import { RemoteWidget } from '../remote/remote-widget';
import styles from './dashboard.module.css';

/**
 * The tutor dashboard (spec section 2): the gigs remote's summary (free-gigs banner, stats, New
 * Gig) and gig lists, and the jobs remote's matched and unlocked jobs, in tabs Overview, My Gigs and Jobs.
 */
export function TutorDashboard({ user }: { user: Pick<User, 'username' | 'user_type'> }) {
  const { t } = useTranslation('shell');
  if (user.user_type !== 'tutor') return <AccessDenied role={user.user_type} />;
  const name = user.username;
  return (
    <section className={styles.dashboard} aria-labelledby="dashboard-title">
      <header className={styles.heading}>
        <div>
          <h1 id="dashboard-title">{t('Tutor Dashboard')}</h1>
          <p>{t('Welcome back, {{name}}!', { name })}</p>
        </div>
        <nav aria-label={t('Dashboard actions')} className={styles.actions}>
          <ButtonLink to="/buy-points" variant="secondary">{t('Buy Points')}</ButtonLink>
          <ButtonLink to="/messages" variant="secondary">{t('messages', { ns: 'common' })}</ButtonLink>
        </nav>
      </header>
      <RemoteWidget remote="gigs" name="tutor-summary" />
      <Tabs
        label={t('Tutor Dashboard')}
        items={[
          {
            id: 'overview',
            label: t('Overview'),
            content: (
              <div className={styles.panels}>
                <Card>
                  <h2>{t('Your gigs')}</h2>
                  <RemoteWidget remote="gigs" name="tutor-gigs" limit={DASHBOARD_GIGS} />
                </Card>
                <Card>
                  <h2>{t('Matched jobs')}</h2>
                  <RemoteWidget remote="jobs" name="matched-jobs" limit={DASHBOARD_MATCHED_JOBS} whenNear />
                </Card>
              </div>
            ),
          },
          { id: 'gigs', label: t('My Gigs'), content: <RemoteWidget remote="gigs" name="tutor-gigs" /> },
          { id: 'jobs', label: t('Jobs'), content: <RemoteWidget remote="jobs" name="tutor-jobs" /> },
        ]}
      />
    </section>
  );
}

/** What another role sees on the tutor dashboard. */
function AccessDenied({ role }: { role: string }) {
  const { t } = useTranslation('shell');
  return (
    <Card>
      <h1>{t('Access Denied')}</h1>
      <p role="alert">{t('The tutor dashboard is for tutors. You are logged in as: {{role}}', { role })}</p>
      <ButtonLink to="/">{t('Go to Home')}</ButtonLink>
    </Card>
  );
}
