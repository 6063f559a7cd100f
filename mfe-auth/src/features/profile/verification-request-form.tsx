import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@tutorium/shared/api';
import { Button, Field } from '@tutorium/shared/ui';
import { useRequestVerification } from '../../api/verification.api';
import { failureText, serverText } from '../../common/failure-text';
import { lazyZodResolver } from '../../common/lazy-zod-resolver';
import { StatusBanner } from '../../common/status-banner';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_MEGABYTES, VERIFICATION_TEXT_MAX } from './verification-form';
import type { VerificationFormInput, VerificationFormValues } from './verification-form-schema';
import styles from './verification-section.module.css';

const FIELDS = ['education', 'experience', 'document'] as const;
const EMPTY_FORM: VerificationFormInput = { education: '', experience: '', document: undefined };
const verificationSchema = lazyZodResolver(() => import('./verification-form-schema').then((module) => module.verificationFormSchema));

// The server's words for a refused request, keys of this namespace too (shown through serverText):
// t('Upload a PDF, PNG, JPEG or WebP file up to 5 MB.') t('Your verification request is already being reviewed.')
// t('You are already a Verified Teacher.') t('Only tutors can request verification.')
// t('This field is required.') t('This field may not be blank.') t('No file was submitted.')

export interface VerificationFormProps {
  id?: string;
  /** Closes the form without sending it. */
  onCancel: () => void;
}

/** Education, experience and one document; checked here, then sent as multipart. Opens on its first field. */
export function VerificationForm({ id, onCancel }: VerificationFormProps) {
  const { t } = useTranslation('auth');
  const send = useRequestVerification();
  const { register, control, handleSubmit, setError, setFocus, formState } = useForm<VerificationFormInput, unknown, VerificationFormValues>({
    resolver: verificationSchema.resolver,
    mode: 'onTouched',
    defaultValues: EMPTY_FORM,
  });
  useEffect(() => setFocus('education'), [setFocus]);
  const fieldError = (field: (typeof FIELDS)[number]) => {
    const message = formState.errors[field]?.message;
    return message ? t(message, { max: VERIFICATION_TEXT_MAX, size: DOCUMENT_MAX_MEGABYTES }) : undefined;
  };

  const submit = handleSubmit((values) =>
    send.mutate(values, {
      onError: (err) => {
        // The server's field errors go under their fields; anything else is said above the button.
        if (!(err instanceof ApiError)) return;
        for (const field of FIELDS) {
          const messages = err.fieldErrors[field];
          if (messages?.length) setError(field, { type: 'server', message: messages.map((message) => serverText(t, message)).join(' ') });
        }
      },
    }),
  );
  const sentFieldErrors = send.error instanceof ApiError ? send.error.fieldErrors : {};
  const shownUnderFields = FIELDS.some((field) => sentFieldErrors[field] !== undefined);

  return (
    <form id={id} className={styles.form} onFocus={verificationSchema.preload} onSubmit={(event) => void submit(event)} noValidate aria-label={t('Request verification')}>
      <Field
        as="textarea"
        rows={3}
        label={t('Education details')}
        hint={t('Degrees, institutions and years.')}
        required
        error={fieldError('education')}
        {...register('education')}
      />
      <Field
        as="textarea"
        rows={3}
        label={t('Teaching experience')}
        hint={t('Where and what you have taught, and for how long.')}
        required
        error={fieldError('experience')}
        {...register('experience')}
      />
      <Controller
        control={control}
        name="document"
        render={({ field: { onChange, onBlur, name, ref } }) => (
          <Field
            type="file"
            label={t('Document')}
            hint={t('A diploma or certificate: PDF, PNG, JPEG or WebP, up to {{size}} MB.', { size: DOCUMENT_MAX_MEGABYTES })}
            accept={DOCUMENT_ACCEPT}
            required
            error={fieldError('document')}
            name={name}
            ref={ref}
            onBlur={onBlur}
            onChange={(event) => onChange(event.currentTarget.files?.[0])}
          />
        )}
      />
      {formState.errors.root?.message && <StatusBanner status={{ kind: 'error', text: t(formState.errors.root.message) }} />}
      {send.isError && !shownUnderFields && (
        <StatusBanner status={{ kind: 'error', text: failureText(t, send.error, t('Failed to send your request.')) }} />
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={send.isPending || formState.isSubmitting}>{t('Submit')}</Button>
        <Button variant="ghost" disabled={send.isPending} onClick={onCancel}>{t('Cancel')}</Button>
      </div>
    </form>
  );
}
