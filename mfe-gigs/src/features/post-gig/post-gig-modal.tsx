import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '@tutorium/shared/api';
import { POST_GIG_MODAL_CLOSE_MS } from '@tutorium/shared/contracts';
import { useSubjects } from '@tutorium/shared/query';
import { getSession } from '@tutorium/shared/session';
import { Button, Modal } from '@tutorium/shared/ui';
import { useCreateGig } from '../../api/create-gig.api';
import { useGigsT } from '../../common/gigs-t';
import { GigFormFields } from './gig-form-fields';
import { EMPTY_GIG, gigFormSchema, REQUIRED_GIG_FIELDS, requiredFieldsValid, type GigFormValues, type GigRequest } from './gig-form-schema';
import styles from './post-gig.module.css';

/**
 * The Post Gig modal (spec section 5): errors after blur, submit once the four required fields are
 * valid (an invalid optional field then shows its error rather than silently keeping the button
 * off), closes 1 s after success.
 */
export function PostGigModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useGigsT();
  const subjects = useSubjects();
  const createGig = useCreateGig();
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<GigFormValues, unknown, GigRequest>({
    resolver: zodResolver(gigFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_GIG,
  });
  const { register, handleSubmit, formState, control, reset } = form;
  const description = useWatch({ control, name: 'description' });
  const values = useWatch({ control });

  const created = status?.kind === 'success';
  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => {
      onClose();
      reset(EMPTY_GIG);
      setStatus(null);
    }, POST_GIG_MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [created, onClose, reset]);

  const submit = handleSubmit(
    (gig) => {
      // The session can end while the form is open (a logout in another tab): say so, send nothing.
      if (getSession().user?.id === undefined) {
        setStatus({ kind: 'error', text: t('User not logged in or tutor ID not found.') });
        return;
      }
      setStatus(null);
      createGig.mutate(gig, {
        onSuccess: () => setStatus({ kind: 'success', text: t('Gig created successfully!') }),
        onError: (error) => setStatus({ kind: 'error', text: errorMessage(error, t('Failed to create gig. Please try again.')) }),
      });
    },
    (errors) => {
      // An invalid optional field already shows its own error under it.
      if (REQUIRED_GIG_FIELDS.some((name) => errors[name])) setStatus({ kind: 'error', text: t('Please fill in all required fields.') });
    },
  );

  return (
    <Modal open={open} onClose={onClose} title={t('Post a Gig')} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('Post a Gig')}>
        <GigFormFields
          register={register}
          errors={formState.errors}
          descriptionLength={(description ?? '').trim().length}
          subjects={(subjects.data ?? []).map((subject) => subject.name)}
        />
        {status && (
          <p role={status.kind === 'error' ? 'alert' : 'status'} className={status.kind === 'error' ? styles.error : styles.success}>
            {status.text}
          </p>
        )}
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={onClose}>{t('Cancel')}</Button>
          <Button type="submit" loading={createGig.isPending} disabled={!requiredFieldsValid(values) || createGig.isPending || created}>
            {t('Post Gig')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
