import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { GIG_DESCRIPTION_COUNTER_MAX } from '@tutorium/shared/contracts';
import { Field } from '@tutorium/shared/ui';
import { useGigsT } from '../../common/gigs-t';
import type { GigFormValues } from './gig-form-schema';
import styles from './post-gig.module.css';

interface GigFormFieldsProps {
  register: UseFormRegister<GigFormValues>;
  errors: FieldErrors<GigFormValues>;
  descriptionLength: number;
  /** Active subjects to suggest; any other name may be typed (it waits for approval). */
  subjects: readonly string[];
}

/** The gig's fields, shared by Post Gig and Edit Gig: required ones first, then the optional. */
export function GigFormFields({ register, errors, descriptionLength, subjects }: GigFormFieldsProps) {
  const t = useGigsT();
  const listId = useId();
  // Texts of the shared schema, shown through t(message): t('Please enter a gig title')
  // t('Description should be at least 20 characters') t('Please provide fee details') t('Please select a subject')
  // t('Enter a valid phone number.')
  const error = (name: keyof GigFormValues) => {
    const message = errors[name]?.message;
    return message ? t(message) : undefined;
  };
  return (
    <div className={styles.fields}>
      <Field label={t('Gig title')} required {...register('title')} error={error('title')} />
      <Field
        label={t('Subject')}
        required
        type="search"
        list={listId}
        autoComplete="off"
        hint={t('Pick a subject or type a new one (a new subject waits for approval).')}
        {...register('subject')}
        error={error('subject')}
      />
      <datalist id={listId}>
        {subjects.map((subject) => <option key={subject} value={subject} />)}
      </datalist>
      <Field
        as="textarea"
        label={t('Description')}
        required
        rows={5}
        hint={[t('Minimum 20 characters'), `${descriptionLength}/${GIG_DESCRIPTION_COUNTER_MAX}`].join(' · ')}
        {...register('description')}
        error={error('description')}
      />
      <Field label={t('Fee details')} required {...register('fee_details')} error={error('fee_details')} />
      <Field label={t('Phone')} type="tel" autoComplete="tel" {...register('phone')} error={error('phone')} />
      <Field label={t('Education')} {...register('education')} error={error('education')} />
      <Field label={t('Experience')} {...register('experience')} error={error('experience')} />
      <Field as="textarea" label={t('Message to students')} rows={3} {...register('message')} error={error('message')} />
    </div>
  );
}
