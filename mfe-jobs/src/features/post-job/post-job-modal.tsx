import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ApiError, errorMessage } from '@tutorium/shared/api';
import {
  JOB_BUDGET_TYPES,
  JOB_COUNTRIES,
  JOB_EDUCATION_LEVELS,
  JOB_GENDERS,
  JOB_SERVICE_TYPES,
  POST_JOB_MODAL_CLOSE_MS,
} from '@tutorium/shared/contracts';
import { LocationField } from '@tutorium/shared/places';
import { useSubjects } from '@tutorium/shared/query';
import { Button, Field, Modal } from '@tutorium/shared/ui';
import { useCreateJob } from '../../api/create-job.api';
import { optionText } from '../../common/format';
import { useJobsT } from '../../common/jobs-t';
import { EMPTY_JOB, FORM_MODES, jobFormSchema, TRAVEL_TO_TUTOR, type JobFormValues, type JobRequest } from './job-form-schema';
import { NameListField } from './name-list-field';
import styles from './post-job.module.css';

interface PostJobModalProps {
  open: boolean;
  onClose: () => void;
  /** The server refused for want of points (402): show the insufficient-points modal instead. */
  onNoPoints: () => void;
}

/** The Post Job modal (spec section 5): errors after blur, 1 point, closes 1.5 s after success. */
export function PostJobModal({ open, onClose, onNoPoints }: PostJobModalProps) {
  const t = useJobsT();
  const subjects = useSubjects();
  const createJob = useCreateJob();
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<JobFormValues, unknown, JobRequest>({
    resolver: zodResolver(jobFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_JOB,
  });
  const { register, handleSubmit, formState, control, reset, setValue } = form;
  const modes = useWatch({ control, name: 'mode' });

  const posted = status?.kind === 'success';
  useEffect(() => {
    if (!posted) return;
    const timer = setTimeout(() => {
      onClose();
      reset(EMPTY_JOB);
      setStatus(null);
    }, POST_JOB_MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [posted, onClose, reset]);

  const error = (name: keyof JobFormValues) => {
    const message = formState.errors[name]?.message;
    return typeof message === 'string' ? t(message) : undefined;
  };

  const submit = handleSubmit(
    (job) => {
      setStatus(null);
      createJob.mutate(job, {
        onSuccess: () => setStatus({ kind: 'success', text: t('Job posted successfully!') }),
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 402) {
            onClose();
            onNoPoints();
            return;
          }
          setStatus({ kind: 'error', text: errorMessage(failure, t('Failed to post job. Please try again.')) });
        },
      });
    },
    () => setStatus({ kind: 'error', text: t('Please fill in all required fields.') }),
  );

  return (
    <Modal open={open} onClose={onClose} title={t('Post a Job')} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('Post a Job')}>
        <div className={styles.fields}>
          <Controller
            control={control}
            name="subjects"
            render={({ field }) => (
              <div className={styles.wide}>
                <NameListField
                  label={t('Subjects')}
                  addLabel={t('Add Subject')}
                  values={field.value}
                  onChange={(values) => {
                    field.onChange(values);
                    field.onBlur();
                  }}
                  suggestions={(subjects.data ?? []).map((subject) => subject.name)}
                  error={error('subjects')}
                />
              </div>
            )}
          />
          <Field as="textarea" className={styles.wide} label={t('Description')} required rows={4} {...register('description')} error={error('description')} />
          <Field as="select" label={t('Service type')} {...register('serviceType')}>
            {JOB_SERVICE_TYPES.map((value) => <option key={value} value={value}>{optionText(value, t)}</option>)}
          </Field>
          <Field as="select" label={t('Education level')} required {...register('educationLevel')} error={error('educationLevel')}>
            <option value="">{t('Select education level')}</option>
            {JOB_EDUCATION_LEVELS.map((value) => <option key={value} value={value}>{optionText(value, t)}</option>)}
          </Field>
          <fieldset className={`${styles.modes} ${styles.wide}`} aria-describedby={error('mode') ? 'job-mode-error' : undefined}>
            <legend>{t('Mode')}</legend>
            {FORM_MODES.map((mode) => (
              <label key={mode}>
                <input type="checkbox" value={mode} {...register('mode')} /> {optionText(mode, t)}
              </label>
            ))}
            {error('mode') && <p id="job-mode-error" role="alert" className={styles.error}>{error('mode')}</p>}
          </fieldset>
          {modes.includes(TRAVEL_TO_TUTOR) && (
            <Field label={t('Distance (km)')} inputMode="decimal" {...register('distance')} error={error('distance')} />
          )}
          <Field label={t('Budget (USD)')} inputMode="decimal" hint={t('Leave empty if negotiable.')} {...register('budget')} error={error('budget')} />
          <Field as="select" label={t('Budget type')} {...register('budgetType')}>
            {JOB_BUDGET_TYPES.map((value) => <option key={value} value={value}>{t(value)}</option>)}
          </Field>
          <Field label={t('Total hours')} inputMode="decimal" {...register('totalHours')} error={error('totalHours')} />
          <Controller
            control={control}
            name="location"
            render={({ field }) => (
              <LocationField
                value={field.value}
                required
                error={error('location')}
                onBlur={field.onBlur}
                onType={(text) => {
                  field.onChange(text);
                  setValue('latitude', null);
                  setValue('longitude', null);
                }}
                onChoose={(place) => {
                  setValue('location', place.display_name, { shouldValidate: true, shouldTouch: true });
                  setValue('latitude', place.lat);
                  setValue('longitude', place.lon);
                }}
              />
            )}
          />
          <Field as="select" label={t('Country')} {...register('country')}>
            <option value="">{t('Any country')}</option>
            {JOB_COUNTRIES.map((value) => <option key={value} value={value}>{optionText(value, t)}</option>)}
          </Field>
          <Field label={t('Phone')} required type="tel" autoComplete="tel" {...register('phone')} error={error('phone')} />
          <Field as="select" label={t('Gender preference')} {...register('genderPreference')}>
            <option value="">{t('No preference')}</option>
            {JOB_GENDERS.map((value) => <option key={value} value={value}>{optionText(value, t)}</option>)}
          </Field>
          <Controller
            control={control}
            name="languages"
            render={({ field }) => (
              <NameListField label={t('Languages')} addLabel={t('Add Language')} values={field.value} onChange={field.onChange} />
            )}
          />
        </div>
        <p className={styles.status}>{t('Posting a job costs 1 point.')}</p>
        {status && (
          <p role={status.kind === 'error' ? 'alert' : 'status'} className={status.kind === 'error' ? styles.statusError : styles.success}>
            {status.text}
          </p>
        )}
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={onClose}>{t('Cancel')}</Button>
          <Button type="submit" loading={createJob.isPending} disabled={createJob.isPending || posted}>{t('Post Job')}</Button>
        </div>
      </form>
    </Modal>
  );
}
