import { useState } from 'react';
import type { Report, ResolveReportRequest } from '@tutorium/shared/contracts';
import { Link } from '@tutorium/shared/router';
import { Button, Card, EmptyState, Skeleton, useToast } from '@tutorium/shared/ui';
import { useReports } from '../../api/get-reports.api';
import { useRemoveJob } from '../../api/remove-job.api';
import { useResolveReport } from '../../api/resolve-report.api';
import { useAdminT } from '../../common/admin-t';
import { useFormat } from '../../common/format';
import { LoadError } from '../../common/load-error';
import { Pager } from '../../common/pager';
import { ReasonDialog } from '../../common/reason-dialog';
import styles from '../../common/admin.module.css';
import { REPORT_REASON_LABELS } from './report-reason';

/** Open reports of jobs and tutors: refund the reporter's unlock, dismiss, or remove a fake job. */
export function ReportsQueue() {
  const t = useAdminT();
  const [page, setPage] = useState(1);
  const reports = useReports(page);
  return (
    <Card as="section" aria-labelledby="reports-queue-title" className={styles.section}>
      <h2 id="reports-queue-title">{t('Open reports')}</h2>
      {reports.isPending ? (
        <div role="status" aria-label={t('Loading open reports...')}><Skeleton lines={3} /></div>
      ) : reports.isError ? (
        <LoadError error={reports.error} title={t('Could not load the open reports.')} onRetry={() => void reports.refetch()} />
      ) : reports.data.results.length === 0 ? (
        <EmptyState title={t('No open reports')} headingLevel={3} />
      ) : (
        <>
          <ul className={styles.list} aria-label={t('Open reports')}>
            {reports.data.results.map((report) => <ReportItem key={report.id} report={report} />)}
          </ul>
          <Pager page={page} data={reports.data} onPage={setPage} label={t('Report pages')} />
        </>
      )}
    </Card>
  );
}

function ReportItem({ report }: { report: Report }) {
  const t = useAdminT();
  const format = useFormat();
  const toast = useToast();
  const resolve = useResolveReport();
  const remove = useRemoveJob();
  const [open, setOpen] = useState<ResolveReportRequest['action'] | 'remove' | null>(null);
  const close = () => {
    resolve.reset();
    remove.reset();
    setOpen(null);
  };
  const label = report.kind === 'job'
    ? t('Job "{{name}}"', { name: report.target_name })
    : t('Tutor {{name}}', { name: report.target_name });
  const resolveWith = (action: ResolveReportRequest['action']) => (reason: string) =>
    void resolve.mutateAsync({ id: report.id, request: { action, reason } }).then(
      () => toast.success(action === 'refund'
        ? t('{{points}} points refunded to {{username}}.', { points: report.unlock_points, username: report.reporter_username })
        : t('The report was dismissed.')),
      () => undefined,
    );
  return (
    <li className={styles.item} aria-label={label}>
      <div className={styles.itemText}>
        <h3>{label}</h3>
        <p>
          {t('Reported by {{username}} as: {{reason}}', {
            username: report.reporter_username,
            reason: t(REPORT_REASON_LABELS[report.reason]),
          })}
        </p>
        {report.details && <p>{report.details}</p>}
        <p className={styles.muted}>
          {t('Unlocked for {{points}} points · reported {{date}}', { points: report.unlock_points, date: format.date(report.created_at) })}
        </p>
        {report.kind === 'tutor' && <Link to={`/admin/users/${report.target_id}`}>{t('View the tutor')}</Link>}
      </div>
      <div className={styles.actions}>
        <Button size="sm" onClick={() => setOpen('refund')}>{t('Refund')}</Button>
        <Button size="sm" variant="secondary" onClick={() => setOpen('dismiss')}>{t('Dismiss')}</Button>
        {report.kind === 'job' && <Button size="sm" variant="danger" onClick={() => setOpen('remove')}>{t('Remove job as fake')}</Button>}
      </div>
      <ReasonDialog
        open={open === 'refund'}
        title={t('Refund the report of {{username}}', { username: report.reporter_username })}
        description={t('{{points}} points go back to the reporter.', { points: report.unlock_points })}
        confirmLabel={t('Refund')}
        pending={resolve.isPending}
        error={resolve.error}
        onClose={close}
        onSubmit={resolveWith('refund')}
      />
      <ReasonDialog
        open={open === 'dismiss'}
        title={t('Dismiss the report of {{username}}', { username: report.reporter_username })}
        description={t('The reporter is told the reason.')}
        confirmLabel={t('Dismiss')}
        pending={resolve.isPending}
        error={resolve.error}
        onClose={close}
        onSubmit={resolveWith('dismiss')}
      />
      <ReasonDialog
        open={open === 'remove'}
        danger
        title={t('Remove "{{name}}" as fake', { name: report.target_name })}
        description={t('The job leaves every listing and every tutor who unlocked it is refunded.')}
        confirmLabel={t('Remove job')}
        pending={remove.isPending}
        error={remove.error}
        onClose={close}
        onSubmit={(reason) => void remove.mutateAsync({ jobId: report.target_id, reason }).then(
          (reply) => toast.success(t('Job removed; {{tutors}} tutors refunded {{points}} points.', { tutors: reply.refunded_tutors, points: reply.refunded_points })),
          () => undefined,
        )}
      />
    </li>
  );
}
