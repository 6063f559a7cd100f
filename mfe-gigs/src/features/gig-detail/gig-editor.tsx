import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '@tutorium/shared/api';
import type { Gig } from '@tutorium/shared/contracts';
import { useSubjects } from '@tutorium/shared/query';
import { Button, useToast } from '@tutorium/shared/ui';
import { useUpdateGig } from '../../api/update-gig.api';
import { useGigsT } from '../../common/gigs-t';
import { GigFormFields } from '../post-gig/gig-form-fields';
import { gigFormSchema, gigFormValues, type GigFormValues, type GigRequest } from '../post-gig/gig-form-schema';
import styles from './gig-detail.module.css';

/** Edit Gig: the gig's fields with Cancel and Save Changes; saving returns to the view, reloaded. */
export function GigEditor({ gig, onDone }: { gig: Gig; onDone: () => void }) {
  const t = useGigsT();
  const toast = useToast();
  const subjects = useSubjects();
  const update = useUpdateGig(gig.id);
  const { register, handleSubmit, formState, control } = useForm<GigFormValues, unknown, GigRequest>({
    resolver: zodResolver(gigFormSchema),
    mode: 'onTouched',
    defaultValues: gigFormValues(gig),
  });
  const description = useWatch({ control, name: 'description' });

  const save = handleSubmit((changes) =>
    update.mutate(changes, {
      onSuccess: () => {
        toast.success(t('Gig updated successfully'));
        onDone();
      },
      onError: (error) => toast.error(errorMessage(error, t('Failed to update gig'))),
    }),
  );

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label={t('Edit Gig')} className={styles.view}>
      <GigFormFields
        register={register}
        errors={formState.errors}
        descriptionLength={(description ?? '').trim().length}
        subjects={(subjects.data ?? []).map((subject) => subject.name)}
      />
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onDone}>{t('Cancel')}</Button>
        <Button type="submit" loading={update.isPending} disabled={update.isPending}>{t('Save Changes')}</Button>
      </div>
    </form>
  );
}
