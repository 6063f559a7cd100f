import { useTranslation } from 'react-i18next';
import { Link } from '@tutorium/shared/router';
import { useSession } from '@tutorium/shared/session';
import { RemoteWidget } from '../remote/remote-widget';
import { TutorDashboard } from './tutor-dashboard';

/** /dashboard: picks the student or tutor dashboard from the stored user (spec section 2). */
export default function DashboardPage() {
  const { t } = useTranslation('shell');
  const user = useSession((state) => state.user);
  const corrupt = useSession((state) => state.userCorrupt);

  if (corrupt) return <p role="alert">{t('Invalid user data in local storage.')}</p>;
  if (!user) return <p role="alert">{t('User not found. Please log in.')}</p>;
  if (user.user_type === 'tutor') return <TutorDashboard user={user} />;
  if (user.user_type === 'student') return <RoleDashboard role={user.user_type} name={user.username} />;
  return <p role="alert">{t('Unknown user type.')}</p>;
}

const DASHBOARDS = {
  student: { title: 'Student Dashboard', links: [{ to: '/tutors', label: 'Find Tutors' }, { to: '/buy-points', label: 'Buy Points' }] },
} as const;

// The role's entry points; the dashboards' widgets (jobs, gigs, points, notifications) come from the remotes.
function RoleDashboard({ role, name }: { role: keyof typeof DASHBOARDS; name: string }) {
  const { t } = useTranslation('shell');
  const { title, links } = DASHBOARDS[role];
  return (
    <section>
      <h1>{t(title)}</h1>
      <p>{t('Welcome back, {{name}}!', { name })}</p>
      <ul>
        {links.map((link) => (
          <li key={link.to}><Link to={link.to}>{t(link.label)}</Link></li>
        ))}
        <li><Link to="/messages">{t('messages', { ns: 'common' })}</Link></li>
      </ul>
      {role === 'student' && <RemoteWidget remote="tutors" name="favorite-teachers" limit={6} />}
    </section>
  );
}
