import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '@tutorium/shared/session';

/** /dashboard: picks the student or tutor dashboard from the stored user (spec section 2). */
export default function DashboardPage() {
  const { t } = useTranslation('shell');
  const user = useSession((state) => state.user);
  const corrupt = useSession((state) => state.userCorrupt);

  if (corrupt) return <p role="alert">{t('Invalid user data in local storage.')}</p>;
  if (!user) return <p role="alert">{t('User not found. Please log in.')}</p>;
  if (user.user_type === 'student') return <StudentDashboard name={user.username} />;
  if (user.user_type === 'tutor') return <TutorDashboard name={user.username} />;
  return <p role="alert">{t('Unknown user type.')}</p>;
}

function StudentDashboard({ name }: { name: string }) {
  const { t } = useTranslation('shell');
  return (
    <section>
      <h1>{t('Student Dashboard')}</h1>
      <p>{t('Welcome back, {{name}}!', { name })}</p>
      <ul>
        <li><Link to="/tutors">{t('Find Tutors')}</Link></li>
        <li><Link to="/buy-points">{t('Buy Points')}</Link></li>
        <li><Link to="/messages">{t('messages', { ns: 'common' })}</Link></li>
      </ul>
    </section>
  );
}

function TutorDashboard({ name }: { name: string }) {
  const { t } = useTranslation('shell');
  return (
    <section>
      <h1>{t('Tutor Dashboard')}</h1>
      <p>{t('Welcome back, {{name}}!', { name })}</p>
      <ul>
        <li><Link to="/jobs">{t('Find Jobs')}</Link></li>
        <li><Link to="/buy-points">{t('Buy Points')}</Link></li>
        <li><Link to="/messages">{t('messages', { ns: 'common' })}</Link></li>
      </ul>
    </section>
  );
}
