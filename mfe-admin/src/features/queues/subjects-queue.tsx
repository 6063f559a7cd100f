import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminSubject } from '@tutorium/shared/contracts';
import { useSubjects } from '@tutorium/shared/query';
import { mergeSubjectRequestSchema } from '@tutorium/shared/schemas';
import { Button, Card, EmptyState, Field, Modal, Skeleton, useToast } from '@tutorium/shared/ui';
import { useApproveSubject } from '../../api/approve-subject.api';
import { usePendingSubjects } from '../../api/get-pending-subjects.api';
import { useMergeSubject } from '../../api/merge-subject.api';
import { useRejectSubject } from '../../api/reject-subject.api';
import { ActionError } from '../../common/action-error';
import { useAdminT } from '../../common/admin-t';
import { useFormat } from '../../common/format';
import { LoadError } from '../../common/load-error';
import { ReasonDialog } from '../../common/reason-dialog';
import styles from '../../common/admin.module.css';

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
      {open === 'merge' && <MergeDialog subject={subject} onClose={() => setOpen(null)} />}
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

type MergeValues = z.input<typeof mergeSubjectRequestSchema>;
type MergeRequest = z.output<typeof mergeSubjectRequestSchema>;

/** Chooses the existing subject that takes over the pending one's gigs. */
function MergeDialog({ subject, onClose }: { subject: AdminSubject; onClose: () => void }) {
  const t = useAdminT();
  const toast = useToast();
  const subjects = useSubjects();
  const merge = useMergeSubject();
  const { register, handleSubmit, formState } = useForm<MergeValues, unknown, MergeRequest>({
    resolver: zodResolver(mergeSubjectRequestSchema),
    mode: 'onTouched',
    defaultValues: { into: '' as unknown as number },
  });
  const targets = (subjects.data ?? []).filter((other) => other.id !== subject.id);
  // t('This field is required.') t('A valid integer is required.')
  const message = formState.errors.into?.message;
  const submit = handleSubmit(({ into }) => merge.mutateAsync({ id: subject.id, into }).then(
    (reply) => void toast.success(
      t('"{{name}}" merged into "{{into}}"; {{moved}} gigs moved.', { name: subject.name, into: reply.into.name, moved: reply.moved_gigs }),
    ),
    () => undefined,
  ));
  return (
    <Modal open onClose={onClose} title={t('Merge "{{name}}"', { name: subject.name })}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <p>{t('Its gigs move to the subject you choose.')}</p>
        <Field as="select" label={t('Merge into')} required error={message ? t(message) : undefined} {...register('into')}>
          <option value="">{t('Choose a subject')}</option>
          {targets.map((target) => <option key={target.id} value={target.id}>{target.name}</option>)}
        </Field>
        <ActionError error={merge.error} />
        <div className={styles.actions}>
          <Button type="submit" loading={merge.isPending}>{t('Merge subject')}</Button>
          <Button type="button" variant="ghost" onClick={onClose}>{t('Cancel')}</Button>
        </div>
      </form>
    </Modal>
  );
}
