import type { z } from 'zod';
import type { Gig } from '@tutorium/shared/contracts';
import { createGigRequestSchema } from '@tutorium/shared/schemas';

/** The form runs the API's own schema: the same rules and texts as the server (spec section 5). */
export const gigFormSchema = createGigRequestSchema;
export type GigFormValues = z.input<typeof gigFormSchema>;
export type GigRequest = z.output<typeof gigFormSchema>;

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
