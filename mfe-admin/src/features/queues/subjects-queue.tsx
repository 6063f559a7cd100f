import { lazy, Suspense, useState } from 'react';
import type { AdminSubject } from '@tutorium/shared/contracts';
import { Button, Card, EmptyState, Skeleton, useToast } from '@tutorium/shared/ui';
import { useApproveSubject } from '../../api/approve-subject.api';
import { usePendingSubjects } from '../../api/get-pending-subjects.api';
import { useRejectSubject } from '../../api/reject-subject.api';
import { ActionError } from '../../common/action-error';
import { useAdminT } from '../../common/admin-t';
import { useFormat } from '../../common/format';
import { LoadError } from '../../common/load-error';
import { ReasonDialog } from '../../common/reason-dialog';
import styles from '../../common/admin.module.css';

// Its form and checks come when someone merges, as the reason dialog's do (ReasonDialog).
const MergeDialog = lazy(() => import('./merge-dialog'));

/** Subjects tutors typed that nobody approved yet: approve, merge into an existing one, or reject. */
export function SubjectsQueue() {
  const t = useAdminT();
  const subjects = usePendingSubjects();
  return (
    <Card as="section" aria-labelledby="subjects-queue-title" className={styles.section}>
      <h2 id="subjects-queue-title">{t('Pending subjects')}</h2>
      {subjects.isPending ? (
        <div role="status" aria-label={t('Loading pending subjects...')}><Skeleton lines={3} /></div>
      ) : subjects.isError ? (
        <LoadError error={subjects.error} title={t('Could not load the pending subjects.')} onRetry={() => void subjects.refetch()} />
      ) : subjects.data.length === 0 ? (
        <EmptyState title={t('No pending subjects')} headingLevel={3} />
      ) : (
        <ul className={styles.list} aria-label={t('Pending subjects')}>
          {subjects.data.map((subject) => <SubjectItem key={subject.id} subject={subject} />)}
        </ul>
      )}
    </Card>
  );
}

function SubjectItem({ subject }: { subject: AdminSubject }) {
  const t = useAdminT();
  const format = useFormat();
  const toast = useToast();
  const approve = useApproveSubject();
  const reject = useRejectSubject();
  const [open, setOpen] = useState<'merge' | 'reject' | null>(null);
  return (
    <li className={styles.item} aria-label={subject.name}>
      <div className={styles.itemText}>
        <h3>{subject.name}</h3>
        <p className={styles.muted}>
          {t('{{gigs}} gigs · added {{date}}', { gigs: subject.gig_count, date: format.date(subject.created_at) })}
        </p>
        <ActionError error={approve.error} />
      </div>
      <div className={styles.actions}>
        <Button
          size="sm"
          loading={approve.isPending}
          onClick={() => void approve.mutateAsync(subject.id).then(
            () => toast.success(t('Subject "{{name}}" approved.', { name: subject.name })),
            () => undefined,
          )}
        >
          {t('Approve')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setOpen('merge')}>{t('Merge')}</Button>
        <Button size="sm" variant="danger" onClick={() => setOpen('reject')}>{t('Reject')}</Button>
      </div>
      {open === 'merge' && <Suspense fallback={null}><MergeDialog subject={subject} onClose={() => setOpen(null)} /></Suspense>}
      <ReasonDialog
        open={open === 'reject'}
        title={t('Reject "{{name}}"', { name: subject.name })}
        description={t('The tutor is told the reason.')}
        confirmLabel={t('Reject subject')}
        danger
        pending={reject.isPending}
        error={reject.error}
        onClose={() => { reject.reset(); setOpen(null); }}
        onSubmit={(reason) => void reject.mutateAsync({ id: subject.id, reason }).then(
          () => toast.success(t('Subject "{{name}}" rejected.', { name: subject.name })),
          () => undefined,
        )}
      />
    </li>
  );
}
