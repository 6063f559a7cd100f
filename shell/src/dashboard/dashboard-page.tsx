import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@tutorium/shared/session';
import { ButtonLink, Card, Skeleton } from '@tutorium/shared/ui';
import { RemoteWidget } from '../remote/remote-widget';
import styles from './dashboard.module.css';

// Each role's dashboard downloads only its own: the tutor's (with its tabs) is a chunk of its own.
const TutorDashboard = lazy(() => import('./tutor-dashboard').then((module) => ({ default: module.TutorDashboard })));

/** /dashboard: picks the student or tutor dashboard from the stored user (spec section 2). */
export default function DashboardPage() {
  const { t } = useTranslation('shell');
  const user = useSession((state) => state.user);
  const corrupt = useSession((state) => state.userCorrupt);

  if (corrupt) return <p role="alert">{t('Invalid user data in local storage.')}</p>;
  if (!user) return <p role="alert">{t('User not found. Please log in.')}</p>;
  if (user.user_type === 'tutor') {
    return (
      <Suspense fallback={<Skeleton height="12rem" />}>
        <TutorDashboard user={user} />
      </Suspense>
    );
  }
  if (user.user_type === 'student') return <StudentDashboard name={user.username} />;
  return <p role="alert">{t('Unknown user type.')}</p>;
}

// The student's entry points; the dashboard's widgets (job posts, favorite teachers) come from the remotes.
function StudentDashboard({ name }: { name: string }) {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.dashboard} aria-labelledby="dashboard-title">
      <header className={styles.heading}>
        <div>
          <h1 id="dashboard-title">{t('Student Dashboard')}</h1>
          <p>{t('Welcome back, {{name}}!', { name })}</p>
        </div>
        <nav aria-label={t('Dashboard actions')} className={styles.actions}>
          {/* Post Job: the jobs remote's button and job form (`?post=job` opens it) */}
          <RemoteWidget remote="jobs" name="post-job" fallback={null} />
          <ButtonLink to="/buy-points" variant="secondary">{t('Buy Points')}</ButtonLink>
          <ButtonLink to="/messages" variant="secondary">{t('messages', { ns: 'common' })}</ButtonLink>
          <ButtonLink to="/tutors" variant="secondary">{t('Find Tutors')}</ButtonLink>
        </nav>
      </header>
      {/* Your Job Posts: the jobs remote's widget. Its placeholder is about the height of a list of
          posts, so the page does not jump, and the widgets below it do not show before they would. */}
      <Card>
        <RemoteWidget remote="jobs" name="student-jobs" fallback={<Skeleton height="30rem" />} />
      </Card>
      {/* Favorite Teachers: the tutors remote's widget (the first 6), loaded once it shows or the page is scrolled */}
      <Card>
        <RemoteWidget remote="tutors" name="favorite-teachers" limit={6} whenNear />
      </Card>
    </section>
  );
}
