import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminSubject } from '@tutorium/shared/contracts';
import { useSubjects } from '@tutorium/shared/query';
import { mergeSubjectRequestSchema } from '@tutorium/shared/schemas';
import { Button, Field, Modal, useToast } from '@tutorium/shared/ui';
import { useMergeSubject } from '../../api/merge-subject.api';
import { ActionError } from '../../common/action-error';
import { useAdminT } from '../../common/admin-t';
import styles from '../../common/admin.module.css';

type MergeValues = z.input<typeof mergeSubjectRequestSchema>;
type MergeRequest = z.output<typeof mergeSubjectRequestSchema>;

/** Chooses the existing subject that takes over the pending one's gigs. */
export default function MergeDialog({ subject, onClose }: { subject: AdminSubject; onClose: () => void }) {
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
