import { z } from 'zod';
import { JOB_COUNTRIES, JOB_DESCRIPTION_MAX, JOB_EDUCATION_LEVELS, JOB_GENDERS, JOB_MODES, type CreateJobRequest, type JobMode } from '@tutorium/shared/contracts';
import { createJobRequestSchema } from '@tutorium/shared/schemas';

/** The modes the form offers (spec section 5; 'Offline' is only in the entity's list). */
export const FORM_MODES = ['Online', 'At My Place', 'Travel to Tutor'] as const satisfies readonly JobMode[];
export const TRAVEL_TO_TUTOR: JobMode = 'Travel to Tutor';

// The API's own fields where the form holds what the request sends (lists, modes, choices, coordinates).
const request = createJobRequestSchema.shape;

// Texts the form shows through t(message); the translation check reads them from these comments:
// t('Please enter a location.') t('Please enter a phone number.') t('Enter a valid phone number.')
// t('Please enter a description.') t('Please choose an education level.') t('Please enter a number.')
// t('Please enter a number of 0 or more.') t('The description is too long.')
const number = (required: string | null) =>
  z
    .string()
    .trim()
    .refine((value) => required === null || value !== '', { error: required ?? '' })
    .refine((value) => value === '' || Number.isFinite(Number(value)), { error: 'Please enter a number.' })
    .refine((value) => value === '' || Number(value) >= 0, { error: 'Please enter a number of 0 or more.' });

const optionalNumber = (value: string) => (value === '' ? null : Number(value));

// A select's '' is "nothing chosen".
const orNone = <T extends string>(options: readonly [T, ...T[]]) => z.union([z.enum(options), z.literal('')]);

/**
 * The Post Job form (spec section 5): the form's own texts for what a student types (the spec gives
 * none; the API's are DRF's), then the API's own schema, so the form refuses whatever the server
 * would (lengths, limits). Only location, phone, description and education level are required; the
 * request carries subjects, modes and a budget (with its type) only when the student gave them, so
 * the server gives each its meaning when absent (docs/decisions.md "Jobs").
 */
export const jobFormSchema = z
  .object({
    location: z.string().trim().min(1, { error: 'Please enter a location.' }),
    latitude: request.latitude,
    longitude: request.longitude,
    phone: z
      .string()
      .trim()
      .min(1, { error: 'Please enter a phone number.' })
      .regex(/^\+?[\d\s().-]{6,24}$/, { error: 'Enter a valid phone number.' }),
    description: z
      .string()
      .trim()
      .min(1, { error: 'Please enter a description.' })
      .max(JOB_DESCRIPTION_MAX, { error: 'The description is too long.' }),
    subjects: request.subjects.unwrap(),
    educationLevel: orNone(JOB_EDUCATION_LEVELS).transform((value, context) => {
      if (value !== '') return value;
      context.addIssue({ code: 'custom', message: 'Please choose an education level.' });
      return z.NEVER;
    }),
    serviceType: request.serviceType,
    // The ticked boxes as they are: the API's schema reads none as "any mode".
    mode: z.array(z.enum(JOB_MODES)),
    distance: number(null),
    budget: number(null),
    budgetType: request.budgetType,
    totalHours: number(null),
    genderPreference: orNone(JOB_GENDERS),
    languages: request.languages.unwrap(),
    country: orNone(JOB_COUNTRIES),
  })
  .transform(({ subjects, mode, budget, budgetType, ...form }): CreateJobRequest => ({
    ...form,
    ...(subjects.length > 0 && { subjects }),
    ...(mode.length > 0 && { mode }),
    // The distance only means something when the student travels (the field is shown only then).
    distance: mode.includes(TRAVEL_TO_TUTOR) ? optionalNumber(form.distance) : null,
    // No budget is a negotiable one: then its type means nothing either.
    ...(budget !== '' && { budget: Number(budget), budgetType }),
    totalHours: optionalNumber(form.totalHours),
    genderPreference: form.genderPreference === '' ? null : form.genderPreference,
    country: form.country === '' ? null : form.country,
  }))
  // The server's own checks, on the request as sent (its defaults are the server's to fill in).
  .superRefine((job, context) => {
    const parsed = createJobRequestSchema.safeParse(job);
    for (const issue of parsed.error?.issues ?? []) context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });

export type JobFormValues = z.input<typeof jobFormSchema>;
export type JobRequest = z.output<typeof jobFormSchema>;

export const EMPTY_JOB: JobFormValues = {
  location: '',
  latitude: null,
  longitude: null,
  phone: '',
  description: '',
  subjects: [],
  educationLevel: '',
  serviceType: 'Tutoring',
  mode: [],
  distance: '',
  budget: '',
  budgetType: 'Fixed',
  totalHours: '',
  genderPreference: '',
  languages: [],
  country: '',
};

/** Adds `name` to a one-at-a-time list: blanks and repeats (any case) are ignored. */
export function addName(list: readonly string[], name: string): string[] {
  const clean = name.trim().replace(/\s+/g, ' ');
  if (clean === '' || list.some((each) => each.toLowerCase() === clean.toLowerCase())) return [...list];
  return [...list, clean];
}
