import type { ReactNode } from 'react';
import { ledgerReasonText, type AdminUserDetail } from '@tutorium/shared/contracts';
import { Link, useParams } from '@tutorium/shared/router';
import { Card, Skeleton } from '@tutorium/shared/ui';
import { useUser } from '../../api/get-user.api';
import { AdminPage } from '../../common/admin-page';
import { useAdminT } from '../../common/admin-t';
import { DataTable } from '../../common/data-table';
import { useFormat } from '../../common/format';
import {
  GIG_STATUS_LABELS, JOB_STATUS_LABELS, PAYMENT_KIND_LABELS, PAYMENT_STATUS_LABELS, REPORT_STATUS_LABELS, USER_TYPE_LABELS, VERIFICATION_STATUS_LABELS,
} from '../../common/labels';
import { LoadError } from '../../common/load-error';
import styles from '../../common/admin.module.css';
import { REPORT_REASON_LABELS } from '../queues/report-reason';
import { UserActions } from './user-actions';
import { UserBadges } from './users-page';

/** `/admin/users/:id`: one account's profile, points, payments, unlocks, jobs, gigs, reports and verification. */
export default function UserDetailPage() {
  const t = useAdminT();
  const { id } = useParams();
  return (
    <AdminPage title={t('User')}>
      <p><Link to="/admin/users">{t('Back to users')}</Link></p>
      <UserDetailContent id={Number(id)} />
    </AdminPage>
  );
}

function UserDetailContent({ id }: { id: number }) {
  const t = useAdminT();
  const detail = useUser(id);
  if (detail.isPending) return <div role="status" aria-label={t('Loading user...')}><Skeleton lines={8} /></div>;
  if (detail.isError) return <LoadError error={detail.error} title={t('Could not load this user.')} onRetry={() => void detail.refetch()} />;
  return <UserDetail detail={detail.data} />;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      {children}
    </Card>
  );
}

function UserDetail({ detail }: { detail: AdminUserDetail }) {
  const t = useAdminT();
  const format = useFormat();
  const { user } = detail;
  const dash = '—';
  return (
    <>
      <Section id="user-profile" title={user.username}>
        <UserBadges blocked={user.is_blocked} verified={user.is_verified} />
        <dl className={styles.facts}>
          <dt>{t('Name')}</dt><dd>{`${user.first_name} ${user.last_name}`.trim() || dash}</dd>
          <dt>{t('E-mail')}</dt><dd>{user.email}</dd>
          <dt>{t('Phone')}</dt><dd>{user.phone_number ?? dash}</dd>
          <dt>{t('Location')}</dt><dd>{user.location ?? dash}</dd>
          <dt>{t('Account type')}</dt><dd>{t(USER_TYPE_LABELS[user.user_type])}{user.role === 'admin' && <> · {t('Administrator')}</>}</dd>
          <dt>{t('Premium')}</dt><dd>{user.is_premium ? t('Yes') : t('No')}</dd>
          <dt>{t('Points')}</dt><dd>{format.number(user.points_balance)}</dd>
          <dt>{t('Joined')}</dt><dd>{format.date(user.date_joined)}</dd>
        </dl>
        <UserActions user={user} />
      </Section>
      <Section id="user-points" title={t('Points history')}>
        <DataTable
          caption={t('Points history')}
          rows={detail.points_history}
          rowKey={(row) => row.id}
          columns={[
            { header: t('Date'), cell: (row) => format.dateTime(row.created_at) },
            { header: t('Change'), cell: (row) => (row.delta > 0 ? `+${row.delta}` : String(row.delta)) },
            { header: t('Reason'), cell: (row) => [ledgerReasonText(row.reason, t), row.note].filter(Boolean).join(': ') },
            { header: t('Balance'), cell: (row) => format.number(row.balance) },
          ]}
        />
      </Section>
      <Section id="user-payments" title={t('Payments')}>
        <DataTable
          caption={t('Payments')}
          rows={detail.payments}
          rowKey={(row) => row.tran_id}
          columns={[
            { header: t('Date'), cell: (row) => format.dateTime(row.created_at) },
            { header: t('Transaction'), cell: (row) => row.tran_id },
            { header: t('Kind'), cell: (row) => t(PAYMENT_KIND_LABELS[row.kind]) },
            { header: t('Amount (BDT)'), cell: (row) => format.number(row.amount) },
            { header: t('Status'), cell: (row) => t(PAYMENT_STATUS_LABELS[row.status]) },
          ]}
        />
      </Section>
      <Section id="user-unlocks" title={t('Unlocks')}>
        <DataTable
          caption={t('Unlocks')}
          rows={detail.unlocks}
          rowKey={(row, index) => `${row.kind}-${row.target_id}-${index}`}
          columns={[
            { header: t('Date'), cell: (row) => format.dateTime(row.created_at) },
            { header: t('Unlocked'), cell: (row) => (row.kind === 'job' ? t('Job "{{name}}"', { name: row.target_name }) : t('Tutor {{name}}', { name: row.target_name })) },
            { header: t('Points'), cell: (row) => format.number(row.points) },
          ]}
        />
      </Section>
      <Section id="user-jobs" title={t('Jobs')}>
        <DataTable
          caption={t('Jobs')}
          rows={detail.jobs}
          rowKey={(row) => row.id}
          columns={[
            { header: t('Title'), cell: (row) => row.title },
            { header: t('Status'), cell: (row) => t(JOB_STATUS_LABELS[row.status]) },
            { header: t('Date'), cell: (row) => format.date(row.created_at) },
          ]}
        />
      </Section>
      <Section id="user-gigs" title={t('Gigs')}>
        <DataTable
          caption={t('Gigs')}
          rows={detail.gigs}
          rowKey={(row) => row.id}
          columns={[
            { header: t('Title'), cell: (row) => row.title },
            { header: t('Status'), cell: (row) => t(GIG_STATUS_LABELS[row.status]) },
            { header: t('Date'), cell: (row) => format.date(row.created_at) },
          ]}
        />
      </Section>
      <Section id="user-reports" title={t('Reports')}>
        <DataTable
          caption={t('Reports by and about this user')}
          rows={detail.reports}
          rowKey={(row) => row.id}
          columns={[
            { header: t('Date'), cell: (row) => format.date(row.created_at) },
            { header: t('Reported'), cell: (row) => (row.kind === 'job' ? t('Job "{{name}}"', { name: row.target_name }) : t('Tutor {{name}}', { name: row.target_name })) },
            { header: t('Reporter'), cell: (row) => row.reporter_username },
            { header: t('Reason'), cell: (row) => t(REPORT_REASON_LABELS[row.reason]) },
            { header: t('Status'), cell: (row) => t(REPORT_STATUS_LABELS[row.status]) },
          ]}
        />
      </Section>
      <Section id="user-verification" title={t('Verification')}>
        {detail.verification === null ? (
          <p className={styles.muted}>{t('No verification request.')}</p>
        ) : (
          <dl className={styles.facts}>
            <dt>{t('Status')}</dt><dd>{t(VERIFICATION_STATUS_LABELS[detail.verification.status])}</dd>
            <dt>{t('Education')}</dt><dd>{detail.verification.education}</dd>
            <dt>{t('Experience')}</dt><dd>{detail.verification.experience}</dd>
            <dt>{t('Sent')}</dt><dd>{format.date(detail.verification.created_at)}</dd>
            {detail.verification.reason && <><dt>{t('Reason')}</dt><dd>{detail.verification.reason}</dd></>}
          </dl>
        )}
      </Section>
    </>
  );
}
