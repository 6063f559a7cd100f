import { z } from 'zod';
import {
  MAX_SEARCH_RADIUS_KM,
  SEARCH_RADIUS_KM,
  JOB_BUDGET_TYPES,
  JOB_COUNTRIES,
  JOB_DESCRIPTION_MAX,
  JOB_EDUCATION_LEVELS,
  JOB_GENDERS,
  JOB_LIST_FIELD_MAX,
  JOB_LIST_TYPES,
  JOB_MODES,
  JOB_SERVICE_TYPES,
  JOB_STATUSES,
} from '../contracts';
import type * as Contract from '../contracts';
import { body, coordinate, coordinatesTogether, numeric, text } from './fields';
import { pageQuerySchema } from './pagination';

const choice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, { error: (issue) => (issue.input === undefined ? 'This field is required.' : `Choose one of: ${options.join(', ')}.`) });

const amount = (max: number) =>
  numeric(
    z
      .number()
      .min(0, { error: 'Ensure this value is greater than or equal to 0.' })
      .max(max, { error: `Ensure this value is less than or equal to ${max}.` }),
  );

// Added one at a time in the form: blanks and repeats (in any case) are dropped, not refused.
const nameList = (min: number, minMessage: string) =>
  z
    .array(z.string().max(100, { error: 'Ensure this field has no more than 100 characters.' }), { error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Expected a list of items.') })
    .max(50, { error: 'Ensure this field has no more than 50 elements.' })
    .transform((names) => {
      const seen = new Set<string>();
      return names
        .map((name) => name.trim().replace(/\s+/g, ' '))
        .filter((name) => name !== '' && !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase()));
    })
    .pipe(
      z
        .array(z.string())
        .min(min, { error: minMessage })
        .max(JOB_LIST_FIELD_MAX, { error: `Ensure this field has no more than ${JOB_LIST_FIELD_MAX} elements.` }),
    );

/** The Post Job form and POST /api/jobs/ (spec sections 3 and 5). */
export const createJobRequestSchema = body({
  // The spec's client sends the student's id; the server always uses the caller instead.
  student: z.unknown().optional(),
  title: text(200).nullable().optional(),
  location: text(255),
  latitude: coordinate(90),
  longitude: coordinate(180),
  phone: z
    .string()
    .trim()
    .min(1, { error: 'This field may not be blank.' })
    .regex(/^(\+?[\d\s().-]{6,24})?$/, { error: 'Enter a valid phone number.' }),
  description: text(JOB_DESCRIPTION_MAX),
  // Only location, phone, description and education level are required (spec "Job form"); the rest
  // has a meaning when absent (docs/decisions.md "Jobs"): no subjects, 'Tutoring', any mode, a
  // negotiable budget (null), 'Fixed'.
  subjects: nameList(0, '').default([]),
  educationLevel: choice(JOB_EDUCATION_LEVELS),
  serviceType: choice(JOB_SERVICE_TYPES).default('Tutoring'),
  mode: z
    .array(choice(JOB_MODES), { error: 'Expected a list of items.' })
    .max(JOB_MODES.length)
    .transform((modes) => [...new Set(modes)])
    // An empty list is as good as none: the student takes any mode.
    .transform((modes) => (modes.length === 0 ? [...JOB_MODES] : modes))
    .default([...JOB_MODES]),
  distance: amount(20_000).nullable().optional(),
  budget: amount(10_000_000).nullable().default(null),
  budgetType: choice(JOB_BUDGET_TYPES).default('Fixed'),
  totalHours: amount(100_000).nullable().optional(),
  genderPreference: choice(JOB_GENDERS).nullable().optional(),
  languages: nameList(0, '').optional(),
  country: choice(JOB_COUNTRIES).nullable().optional(),
}).superRefine(coordinatesTogether) satisfies z.ZodType<Contract.CreateJobRequest, unknown>;

/** A job request as the server reads it: every optional field with its meaning when absent filled in. */
export type ParsedCreateJobRequest = z.output<typeof createJobRequestSchema>;

export const updateJobStatusRequestSchema = body({
  status: z.enum(['completed', 'closed'], { error: 'Choose one of: completed, closed.' }),
}) satisfies z.ZodType<Contract.UpdateJobStatusRequest>;

export const jobListQuerySchema = pageQuerySchema.extend({
  type: z.enum(JOB_LIST_TYPES, { error: `Choose one of: ${JOB_LIST_TYPES.join(', ')}.` }).optional(),
  q: z.string().trim().max(200, { error: 'Ensure this field has no more than 200 characters.' }).optional(),
  mine: z.enum(['true', 'false'], { error: 'Must be a valid boolean.' }).transform((value) => value === 'true').optional(),
});

export const jobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  service_type: z.enum(JOB_SERVICE_TYPES),
  mode: z.array(z.enum(JOB_MODES)),
  budget: z.number().nullable().describe('USD; null when negotiable'),
  budget_type: z.enum(JOB_BUDGET_TYPES),
  total_hours: z.number().nullable(),
  location: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  country: z.enum(JOB_COUNTRIES).nullable(),
  subject_details: z.array(z.string()),
  languages: z.array(z.string()),
  education_level: z.enum(JOB_EDUCATION_LEVELS),
  gender_preference: z.enum(JOB_GENDERS).nullable(),
  distance: z.number().nullable(),
  phone: z.string(),
  created_at: z.string().describe('ISO 8601 timestamp'),
  applicants_count: z.number().int(),
  student: z.object({ id: z.number().int(), username: z.string() }),
  status: z.enum(JOB_STATUSES),
  unlocked: z.boolean(),
  points_needed: z.number().int(),
}) satisfies z.ZodType<Contract.Job>;

export const jobPreviewSchema = jobSchema.pick({
  id: true,
  title: true,
  description: true,
  service_type: true,
  mode: true,
  budget: true,
  budget_type: true,
  location: true,
  latitude: true,
  longitude: true,
  subject_details: true,
  created_at: true,
  applicants_count: true,
  status: true,
}) satisfies z.ZodType<Contract.JobPreview>;

export const jobUnlockStatusSchema = z.object({ unlocked: z.boolean(), points_needed: z.number().int(), has_matching_gig: z.boolean() }) satisfies z.ZodType<Contract.JobUnlockStatus>;
export const jobUnlockReplySchema = z.object({
  unlocked: z.literal(true),
  points_needed: z.literal(0),
  points_spent: z.number().int(),
  balance: z.number().int(),
  job: jobSchema,
}) satisfies z.ZodType<Contract.JobUnlockReply>;

/** A decimal number given in the query string (`?lat=23.81`), with DRF's wording. */
const queryDecimal = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,4}(\.\d{1,12})?$/, { error: 'A valid number is required.' })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `Ensure this value is greater than or equal to ${min}.` })
        .max(max, { error: `Ensure this value is less than or equal to ${max}.` }),
    );

export const jobNearbyQuerySchema = pageQuerySchema.extend({
  lat: queryDecimal(-90, 90),
  lng: queryDecimal(-180, 180),
  radius_km: queryDecimal(0.1, MAX_SEARCH_RADIUS_KM).default(SEARCH_RADIUS_KM),
});

export const nearbyJobSchema = jobPreviewSchema.extend({ distance_km: z.number() }) satisfies z.ZodType<Contract.NearbyJob>;

export const jobApplicantSchema = z.object({
  id: z.number().int().describe("The tutor's user id"),
  username: z.string(),
  profile_picture: z.string().nullable(),
  average_rating: z.number().nullable().describe('Mean rating with one decimal; null without reviews'),
  reviews_count: z.number().int(),
  unlocked_at: z.string().describe('ISO 8601 timestamp'),
}) satisfies z.ZodType<Contract.JobApplicant>;
