import { z } from 'zod';
import { VERIFICATION_DOCUMENT_MAX_BYTES } from '@tutorium/shared/contracts';
import { DOCUMENT_TYPES, VERIFICATION_TEXT_MAX } from './verification-form';

// Keys of this namespace, shown under the fields (their placeholders take the limits in verification-form.ts):
// t('Please fill in this field.') t('Please keep it under {{max}} characters.')
// t('Please choose a document.') t('Please choose a PDF, PNG, JPEG or WebP file.') t('The document must be {{size}} MB or smaller.')
const required = 'Please fill in this field.';
const tooLong = 'Please keep it under {{max}} characters.';
const text = z.string().trim().min(1, { error: required }).max(VERIFICATION_TEXT_MAX, { error: tooLong });

const ACCEPTED: readonly string[] = DOCUMENT_TYPES;

/** Why a chosen document cannot be sent (checked here before the server checks it again), or undefined. */
function documentProblem(file: File | undefined): string | undefined {
  if (!file) return 'Please choose a document.';
  if (!ACCEPTED.includes(file.type)) return 'Please choose a PDF, PNG, JPEG or WebP file.';
  if (file.size > VERIFICATION_DOCUMENT_MAX_BYTES) return 'The document must be {{size}} MB or smaller.';
  return undefined;
}

/** Education and experience, and one document: a PDF or an image of at most 5 MB. */
export const verificationFormSchema = z.object({
  education: text,
  experience: text,
  document: z
    .custom<File | undefined>((value) => value === undefined || value instanceof File)
    .transform((file, context) => {
      const problem = documentProblem(file);
      if (problem || !file) {
        context.addIssue({ code: 'custom', message: problem ?? '' });
        return z.NEVER;
      }
      return file;
    }),
});

export type VerificationFormInput = z.input<typeof verificationFormSchema>;
export type VerificationFormValues = z.output<typeof verificationFormSchema>;
