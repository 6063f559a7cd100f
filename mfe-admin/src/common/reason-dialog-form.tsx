import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { REASON_MAX_LENGTH } from '@tutorium/shared/contracts';
import { reasonRequestSchema } from '@tutorium/shared/schemas';
import { Button, Field, Modal } from '@tutorium/shared/ui';
import { ActionError } from './action-error';
import { useAdminT } from './admin-t';
import type { ReasonDialogProps } from './reason-dialog';
import styles from './admin.module.css';

// An approval may say why, or not: the same rules without the blank check.
const optionalReasonSchema = z.object({
  reason: z.string().trim().max(REASON_MAX_LENGTH, { error: `Ensure this field has no more than ${REASON_MAX_LENGTH} characters.` }),
});

interface ReasonValues {
  reason: string;
}

/** The form of ReasonDialog (reason-dialog.tsx), which loads it when the dialog first opens. */
export default function ReasonDialogForm({ title, description, confirmLabel, optional = false, danger = false, pending, error, onSubmit, onClose }: ReasonDialogProps) {
  const t = useAdminT();
  const { register, handleSubmit, formState } = useForm<ReasonValues>({
    resolver: zodResolver(optional ? optionalReasonSchema : reasonRequestSchema),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });
  // The schema's messages are keys of this namespace:
  // t('This field may not be blank.') t('Ensure this field has no more than 500 characters.')
  const message = formState.errors.reason?.message;
  return (
    <Modal open onClose={onClose} title={title}>
      <form className={styles.form} onSubmit={(event) => void handleSubmit(({ reason }) => onSubmit(reason))(event)} noValidate>
        {description && <p>{description}</p>}
        <Field
          as="textarea"
          label={optional ? t('Reason (optional)') : t('Reason')}
          hint={t('At most {{max}} characters.', { max: REASON_MAX_LENGTH })}
          required={!optional}
          rows={3}
          error={message ? t(message) : undefined}
          {...register('reason')}
        />
        <ActionError error={error} />
        <div className={styles.actions}>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={pending}>{confirmLabel}</Button>
          <Button type="button" variant="ghost" onClick={onClose}>{t('Cancel')}</Button>
        </div>
      </form>
    </Modal>
  );
}
