import type { z } from 'zod';
import type { Gig } from '@tutorium/shared/contracts';
import { createGigRequestSchema } from '@tutorium/shared/schemas';

/** The form runs the API's own schema: the same rules and texts as the server (spec section 5). */
export const gigFormSchema = createGigRequestSchema;
export type GigFormValues = z.input<typeof gigFormSchema>;
export type GigRequest = z.output<typeof gigFormSchema>;

/** The four fields spec section 5 requires: Post Gig waits for them alone (an optional one shows its own error on submit). */
export const REQUIRED_GIG_FIELDS = ['title', 'subject', 'description', 'fee_details'] as const;
const requiredFieldsSchema = createGigRequestSchema.pick({ title: true, subject: true, description: true, fee_details: true });

/** Whether the required fields hold valid values. */
export const requiredFieldsValid = ({ title, subject, description, fee_details }: Partial<GigFormValues>): boolean =>
  requiredFieldsSchema.safeParse({ title, subject, description, fee_details }).success;

export const EMPTY_GIG: GigFormValues = {
  title: '', subject: '', description: '', fee_details: '', phone: '', education: '', experience: '', message: '',
};

/** A gig's current values, to edit it. */
export const gigFormValues = (gig: Gig): GigFormValues => ({
  title: gig.title,
  subject: gig.subject,
  description: gig.description,
  fee_details: gig.fee_details,
  phone: gig.phone ?? '',
  education: gig.education ?? '',
  experience: gig.experience ?? '',
  message: gig.message ?? '',
});
