import { z } from 'zod';
import { GIG_DESCRIPTION_MIN } from '../contracts';
import type * as Contract from '../contracts';
import { body, numeric } from './fields';
import { queryInteger } from './pagination';

/** The most points one boost may carry (the balance is the real limit). */
export const MAX_BOOST_POINTS = 1_000_000;

const required = (max: number, blank: string) =>
  z
    .string()
    .trim()
    .min(1, { error: blank })
    .max(max, { error: `Ensure this field has no more than ${max} characters.` });

// Forms send '' for an optional field left empty: stored as "not given".
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Ensure this field has no more than ${max} characters.` })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** The Post Gig form and POST /api/gigs/, with the spec's validation texts (section 5). */
export const createGigRequestSchema = body({
  // The spec's client sends the tutor's id; the server always uses the caller instead.
  tutor: z.unknown().optional(),
  title: required(200, 'Please enter a gig title'),
  description: z
    .string()
    .trim()
    .min(GIG_DESCRIPTION_MIN, { error: 'Description should be at least 20 characters' })
    .max(5000, { error: 'Ensure this field has no more than 5000 characters.' }),
  fee_details: required(200, 'Please provide fee details'),
  subject: required(100, 'Please select a subject'),
  message: optional(2000),
  phone: z
    .string()
    .trim()
    .regex(/^(\+?[\d\s().-]{6,24})?$/, { error: 'Enter a valid phone number.' })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  education: optional(500),
  experience: optional(500),
}) satisfies z.ZodType<Contract.CreateGigRequest>;

export const updateGigRequestSchema = createGigRequestSchema satisfies z.ZodType<Contract.UpdateGigRequest>;

const integerError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'This field is required.' : 'A valid integer is required.';

export const boostRequestSchema = body({
  points: numeric(
    z
      .number({ error: integerError })
      .int({ error: integerError })
      .min(1, { error: 'Ensure this value is greater than or equal to 1.' })
      .max(MAX_BOOST_POINTS, { error: `Ensure this value is less than or equal to ${MAX_BOOST_POINTS}.` }),
  ),
}) satisfies z.ZodType<Contract.BoostRequest>;

export const predictedRankQuerySchema = z.object({ points: queryInteger(0, MAX_BOOST_POINTS) });

export const subjectSchema = z.object({ id: z.number().int(), name: z.string(), is_active: z.boolean() }) satisfies z.ZodType<Contract.Subject>;

export const gigSchema = z.object({
  id: z.number().int(),
  tutor: z.number().int(),
  teacher: z.string(),
  teacher_verified: z.boolean().optional(),
  title: z.string(),
  description: z.string(),
  message: z.string().nullable(),
  phone: z.string().nullable(),
  education: z.string().nullable(),
  experience: z.string().nullable(),
  fee_details: z.string(),
  subject: z.string(),
  status: z.enum(['active', 'pending']),
  subject_active: z.boolean(),
  location: z.string().nullable(),
  contact_info: z.string(),
  created_at: z.string().describe('ISO 8601 timestamp'),
}) satisfies z.ZodType<Contract.Gig>;

export const gigSummarySchema = gigSchema.pick({ id: true, title: true, description: true, subject: true }) satisfies z.ZodType<Contract.GigSummary>;

export const rankInfoSchema = z.object({ rank: z.number().int(), total: z.number().int(), subject: z.string() }) satisfies z.ZodType<Contract.RankInfo>;
export const predictedRankSchema = z.object({ predicted_rank: z.number().int(), total: z.number().int() }) satisfies z.ZodType<Contract.PredictedRank>;
export const boostReplySchema = rankInfoSchema.extend({
  points_spent: z.number().int(),
  balance: z.number().int(),
}) satisfies z.ZodType<Contract.BoostReply>;
export const pointsBalanceSchema = z.object({ id: z.number().int(), balance: z.number().int() }) satisfies z.ZodType<Contract.PointsBalance>;
export const tutorDashboardStatsSchema = z.object({
  activeGigs: z.number().int(),
  completedJobs: z.number().int(),
  creditBalance: z.number().int(),
  freeGigsRemaining: z.number().int(),
}) satisfies z.ZodType<Contract.TutorDashboardStats>;
