import type { AdminDay, AdminStats } from '@tutorium/shared/contracts';
import { Link } from '@tutorium/shared/router';
import { Card, Skeleton } from '@tutorium/shared/ui';
import { useStats } from '../../api/get-stats.api';
import { AdminPage } from '../../common/admin-page';
import { useAdminT } from '../../common/admin-t';
import { useFormat } from '../../common/format';
import { LoadError } from '../../common/load-error';
import adminStyles from '../../common/admin.module.css';
import { DayChart } from './day-chart';
import styles from './overview.module.css';

/** `/admin`: users by role, the last 30 days as small charts, and the size of every queue. */
export default function OverviewPage() {
  const t = useAdminT();
  return (
    <AdminPage title={t('Admin overview')}>
      <OverviewContent />
    </AdminPage>
  );
}

function OverviewContent() {
  const t = useAdminT();
  const stats = useStats();
  if (stats.isPending) return <div role="status" aria-label={t('Loading overview...')}><Skeleton lines={6} /></div>;
  if (stats.isError) return <LoadError error={stats.error} title={t('Could not load the overview.')} onRetry={() => void stats.refetch()} />;
  return <Overview stats={stats.data} />;
}

function Overview({ stats }: { stats: AdminStats }) {
  const t = useAdminT();
  const format = useFormat();
  const sum = (value: (day: AdminDay) => number) => stats.days.reduce((total, day) => total + value(day), 0);
  const charts: Array<{ title: string; total: string; value: (day: AdminDay) => number; kind?: 'line' }> = [
    { title: t('Sign-ups per day'), total: t('{{total}} sign-ups in 30 days', { total: sum((d) => d.signups) }), value: (d) => d.signups },
    { title: t('Jobs posted per day'), total: t('{{total}} jobs posted in 30 days', { total: sum((d) => d.jobs_posted) }), value: (d) => d.jobs_posted },
    { title: t('Unlocks per day'), total: t('{{total}} unlocks in 30 days', { total: sum((d) => d.unlocks) }), value: (d) => d.unlocks },
    { title: t('Points sold per day'), total: t('{{total}} points sold in 30 days', { total: sum((d) => d.points_sold) }), value: (d) => d.points_sold },
    {
      title: t('Revenue per day (BDT)'),
      total: t('{{amount}} BDT in 30 days', { amount: format.number(sum((d) => d.revenue_bdt)) }),
      value: (d) => d.revenue_bdt,
      kind: 'line',
    },
  ];
  const queues = [
    { label: t('Pending subjects'), count: stats.queues.pending_subjects },
    { label: t('Pending verifications'), count: stats.queues.pending_verifications },
    { label: t('Open reports'), count: stats.queues.open_reports },
  ];
  const users = [
    { label: t('Students'), count: stats.users.students },
    { label: t('Tutors'), count: stats.users.tutors },
    { label: t('Administrators'), count: stats.users.admins },
    { label: t('Blocked'), count: stats.users.blocked },
  ];
  return (
    <>
      <Card as="section" aria-labelledby="admin-users-title" className={adminStyles.section}>
        <h2 id="admin-users-title">{t('Users by role')}</h2>
        <dl className={styles.figures}>
          {users.map((figure) => (
            <div key={figure.label}><dt>{figure.label}</dt><dd>{format.number(figure.count)}</dd></div>
          ))}
        </dl>
      </Card>
      <Card as="section" aria-labelledby="admin-days-title" className={adminStyles.section}>
        <h2 id="admin-days-title">{t('Last 30 days')}</h2>
        <div className={styles.grid}>
          {charts.map((chart) => <DayChart key={chart.title} days={stats.days} {...chart} />)}
        </div>
      </Card>
      <Card as="section" aria-labelledby="admin-queues-title" className={adminStyles.section}>
        <h2 id="admin-queues-title">{t('Queues')}</h2>
        <dl className={styles.figures}>
          {queues.map((queue) => (
            <div key={queue.label}><dt>{queue.label}</dt><dd>{format.number(queue.count)}</dd></div>
          ))}
        </dl>
        <p><Link to="/admin/queues">{t('Open the queues')}</Link></p>
      </Card>
    </>
  );
}
