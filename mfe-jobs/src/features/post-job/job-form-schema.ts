import { z } from 'zod';
import {
  JOB_BUDGET_TYPES,
  JOB_COUNTRIES,
  JOB_DESCRIPTION_MAX,
  JOB_EDUCATION_LEVELS,
  JOB_GENDERS,
  JOB_MODES,
  JOB_SERVICE_TYPES,
  type CreateJobRequest,
  type JobMode,
} from '@tutorium/shared/contracts';

/** The modes the form offers (spec section 5; 'Offline' is only in the entity's list). */
export const FORM_MODES = ['Online', 'At My Place', 'Travel to Tutor'] as const satisfies readonly JobMode[];
export const TRAVEL_TO_TUTOR: JobMode = 'Travel to Tutor';

// Texts the form shows through t(message); the translation check reads them from these comments:
// t('Please enter a location.') t('Please enter a phone number.') t('Enter a valid phone number.')
// t('Please enter a description.') t('Add at least one subject.') t('Please choose an education level.')
// t('Choose at least one mode.') t('Please enter a budget.') t('Please enter a number.')
// t('Please enter a number of 0 or more.') t('The description is too long.')
const number = (required: string | null) =>
  z
    .string()
    .trim()
    .refine((value) => required === null || value !== '', { error: required ?? '' })
    .refine((value) => value === '' || Number.isFinite(Number(value)), { error: 'Please enter a number.' })
    .refine((value) => value === '' || Number(value) >= 0, { error: 'Please enter a number of 0 or more.' });

const optionalNumber = (value: string) => (value === '' ? null : Number(value));

/** The Post Job form (spec section 5): its values are what the inputs hold; its output is the API's payload. */
export const jobFormSchema = z
  .object({
    location: z.string().trim().min(1, { error: 'Please enter a location.' }),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
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
    subjects: z.array(z.string()).min(1, { error: 'Add at least one subject.' }),
    educationLevel: z.union([z.enum(JOB_EDUCATION_LEVELS), z.literal('')]).refine((value) => value !== '', { error: 'Please choose an education level.' }),
    serviceType: z.enum(JOB_SERVICE_TYPES),
    mode: z.array(z.enum(JOB_MODES)).min(1, { error: 'Choose at least one mode.' }),
    distance: number(null),
    budget: number('Please enter a budget.'),
    budgetType: z.enum(JOB_BUDGET_TYPES),
    totalHours: number(null),
    genderPreference: z.union([z.enum(JOB_GENDERS), z.literal('')]),
    languages: z.array(z.string()),
    country: z.union([z.enum(JOB_COUNTRIES), z.literal('')]),
  })
  .transform(
    (form): CreateJobRequest => ({
      location: form.location,
      latitude: form.latitude,
      longitude: form.longitude,
      phone: form.phone,
      description: form.description,
      subjects: form.subjects,
      educationLevel: form.educationLevel as CreateJobRequest['educationLevel'],
      serviceType: form.serviceType,
      mode: form.mode,
      // The distance only means something when the student travels (the field is shown only then).
      distance: form.mode.includes(TRAVEL_TO_TUTOR) ? optionalNumber(form.distance) : null,
      budget: Number(form.budget),
      budgetType: form.budgetType,
      totalHours: optionalNumber(form.totalHours),
      genderPreference: form.genderPreference === '' ? null : form.genderPreference,
      languages: form.languages,
      country: form.country === '' ? null : form.country,
    }),
  );

export type JobFormValues = z.input<typeof jobFormSchema>;

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
