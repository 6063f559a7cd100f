import { useState, type FormEvent } from 'react';
import { ADMIN_ACTIONS, type AdminAction, type AuditEntry } from '@tutorium/shared/contracts';
import { useSearchParams } from '@tutorium/shared/router';
import { Button, Card, EmptyState, Field, Skeleton } from '@tutorium/shared/ui';
import { useAudit } from '../../api/get-audit.api';
import { AdminPage } from '../../common/admin-page';
import { ADMIN_ACTION_LABELS, AUDIT_TARGET_LABELS } from '../../common/labels';
import { useAdminT } from '../../common/admin-t';
import { DataTable } from '../../common/data-table';
import { useFormat } from '../../common/format';
import { LoadError } from '../../common/load-error';
import { Pager } from '../../common/pager';
import styles from '../../common/admin.module.css';

const isAction = (value: string | null): value is AdminAction => (ADMIN_ACTIONS as readonly string[]).includes(value ?? '');

/** `/admin/audit?actor=&action=&page=`: every administrator action, newest first. */
export default function AuditPage() {
  const t = useAdminT();
  return (
    <AdminPage title={t('Audit log')}>
      <AuditLog />
    </AdminPage>
  );
}

function AuditLog() {
  const t = useAdminT();
  const [params, setParams] = useSearchParams();
  const actor = params.get('actor') ?? '';
  const actionParam = params.get('action');
  const action = isAction(actionParam) ? actionParam : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [actorText, setActorText] = useState(actor);
  const [actionChoice, setActionChoice] = useState<string>(action ?? '');
  const filter = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (actorText.trim()) next.actor = actorText.trim();
    if (actionChoice) next.action = actionChoice;
    setParams(next);
  };
  const goTo = (next: number) => setParams({ ...Object.fromEntries(params), page: String(next) });
  return (
    <>
      <form aria-label={t('Filter the audit log')} className={styles.item} onSubmit={filter}>
        <Field label={t('Administrator')} value={actorText} onChange={(event) => setActorText(event.target.value)} />
        <Field as="select" label={t('Action')} value={actionChoice} onChange={(event) => setActionChoice(event.target.value)}>
          <option value="">{t('All actions')}</option>
          {ADMIN_ACTIONS.map((name) => <option key={name} value={name}>{t(ADMIN_ACTION_LABELS[name])}</option>)}
        </Field>
        <Button type="submit">{t('Filter')}</Button>
      </form>
      <Card as="section" aria-labelledby="audit-entries-title" className={styles.section}>
        <h2 id="audit-entries-title">{t('Administrator actions')}</h2>
        <AuditEntries page={page} actor={actor} action={action} onPage={goTo} />
      </Card>
    </>
  );
}

function AuditEntries({ page, actor, action, onPage }: { page: number; actor: string; action?: AdminAction; onPage: (page: number) => void }) {
  const t = useAdminT();
  const format = useFormat();
  const entries = useAudit({ page, ...(actor ? { actor } : {}), ...(action ? { action } : {}) });
  if (entries.isPending) return <div role="status" aria-label={t('Loading the audit log...')}><Skeleton lines={5} /></div>;
  if (entries.isError) return <LoadError error={entries.error} title={t('Could not load the audit log.')} onRetry={() => void entries.refetch()} />;
  if (entries.data.results.length === 0) return <EmptyState title={t('No actions found')} headingLevel={3} />;
  return (
    <>
      <DataTable<AuditEntry>
        caption={t('{{total}} actions', { total: entries.data.count })}
        rows={entries.data.results}
        rowKey={(row) => row.id}
        columns={[
          { header: t('When'), cell: (row) => format.dateTime(row.created_at) },
          { header: t('Administrator'), cell: (row) => row.actor },
          { header: t('Action'), cell: (row) => <>{t(ADMIN_ACTION_LABELS[row.action])} <code className={styles.muted}>{row.action}</code></> },
          { header: t('Target'), cell: (row) => <>{t(AUDIT_TARGET_LABELS[row.target_type])} <bdi>#{row.target_id}</bdi></> },
          { header: t('Reason'), cell: (row) => (row.reason ? <bdi>{row.reason}</bdi> : '—') },
          { header: t('Changes'), cell: (row) => <Changes changes={row.changes} /> },
        ]}
      />
      <Pager page={page} data={entries.data} onPage={onPage} label={t('Audit log pages')} />
    </>
  );
}

const show = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** What an action changed: field: before → after, or a count. */
function Changes({ changes }: { changes: Record<string, unknown> }) {
  const entries = Object.entries(changes);
  if (entries.length === 0) return <>—</>;
  return (
    <ul className={styles.list}>
      {entries.map(([field, value]) => (
        <li key={field}>
          <bdi>{field}: {Array.isArray(value) && value.length === 2 ? `${show(value[0])} → ${show(value[1])}` : show(value)}</bdi>
        </li>
      ))}
    </ul>
  );
}
