import { z } from 'zod';
import {
  ADMIN_ACTIONS,
  JOB_REPORT_REASONS,
  JOB_STATUSES,
  REASON_MAX_LENGTH as REASON_MAX_LENGTH,
  REPORT_STATUSES,
  TUTOR_REPORT_REASONS,
  VERIFICATION_STATUSES,
} from '../contracts';
import type * as Contract from '../contracts';
import { body, numeric, text } from './fields';
import { pageQuerySchema } from './pagination';
import { pointsHistoryEntrySchema } from './payments';

const idError = (issue: { input?: unknown }) => (issue.input === undefined ? 'This field is required.' : 'A valid integer is required.');

export const mergeSubjectRequestSchema = body({
  into: numeric(z.number({ error: idError }).int({ error: idError }).positive({ error: 'A valid integer is required.' })),
}) satisfies z.ZodType<Contract.MergeSubjectRequest>;

export const adminSubjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_active: z.boolean(),
  merged_into: z.number().int().nullable(),
  gig_count: z.number().int(),
  created_at: z.string(),
}) satisfies z.ZodType<Contract.AdminSubject>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  user_type: z.enum(['student', 'tutor']),
  role: z.enum(['member', 'admin']),
  is_blocked: z.boolean(),
}) satisfies z.ZodType<Contract.AdminUser>;

export const mergeSubjectReplySchema = z.object({
  merged: adminSubjectSchema,
  into: adminSubjectSchema,
  moved_gigs: z.number().int(),
}) satisfies z.ZodType<Contract.MergeSubjectReply>;

const reason = text(REASON_MAX_LENGTH);

/** The body of an action that must say why. */
export const reasonRequestSchema = body({ reason }) satisfies z.ZodType<Contract.ReasonRequest>;

export const adminUserRowSchema = adminUserSchema.extend({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_verified: z.boolean(),
  points_balance: z.number().int(),
  date_joined: z.string(),
}) satisfies z.ZodType<Contract.AdminUserRow>;

/** `GET /api/admin/users/?q=`: username or e-mail, any case, part of it. */
export const adminUserSearchQuerySchema = pageQuerySchema.extend({ q: z.string().trim().max(254).optional() });

export const adminDaySchema = z.object({
  day: z.string(),
  signups: z.number().int(),
  jobs_posted: z.number().int(),
  unlocks: z.number().int(),
  points_sold: z.number().int(),
  revenue_bdt: z.number(),
}) satisfies z.ZodType<Contract.AdminDay>;

export const adminStatsSchema = z.object({
  users: z.object({ students: z.number().int(), tutors: z.number().int(), admins: z.number().int(), blocked: z.number().int() }),
  days: z.array(adminDaySchema),
  queues: z.object({ pending_subjects: z.number().int(), pending_verifications: z.number().int(), open_reports: z.number().int() }),
}) satisfies z.ZodType<Contract.AdminStats>;

export const verificationRequestSchema = z.object({
  id: z.number().int(),
  tutor_id: z.number().int(),
  username: z.string(),
  education: z.string(),
  experience: z.string(),
  document_url: z.string(),
  document_type: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
}) satisfies z.ZodType<Contract.VerificationRequest>;

export const myVerificationSchema = z.object({
  is_verified: z.boolean(),
  request: verificationRequestSchema.nullable(),
}) satisfies z.ZodType<Contract.MyVerification>;

/** `GET /api/admin/verifications/?status=` (pending when not given). */
export const verificationsQuerySchema = pageQuerySchema.extend({ status: z.enum(VERIFICATION_STATUSES).default('pending') });

const reportRequest = <T extends readonly [string, ...string[]]>(reasons: T) =>
  body({
    reason: z.enum(reasons, { error: `Choose one of: ${reasons.join(', ')}.` }),
    details: z.string().trim().max(REASON_MAX_LENGTH, { error: `Ensure this field has no more than ${REASON_MAX_LENGTH} characters.` }).optional(),
  });
export const jobReportRequestSchema = reportRequest(JOB_REPORT_REASONS);
export const tutorReportRequestSchema = reportRequest(TUTOR_REPORT_REASONS);

export const reportSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['job', 'tutor']),
  target_id: z.number().int(),
  target_name: z.string(),
  reporter_id: z.number().int(),
  reporter_username: z.string(),
  reason: z.enum([...JOB_REPORT_REASONS, ...TUTOR_REPORT_REASONS]),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  unlock_points: z.number().int(),
  refunded_points: z.number().int(),
  resolution: z.string().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
}) satisfies z.ZodType<Contract.Report>;

/** `GET /api/admin/reports/?status=` (open when not given). */
export const reportsQuerySchema = pageQuerySchema.extend({ status: z.enum(REPORT_STATUSES).default('open') });

export const resolveReportRequestSchema = body({
  action: z.enum(['refund', 'dismiss'], { error: 'Choose refund or dismiss.' }),
  reason,
}) satisfies z.ZodType<Contract.ResolveReportRequest>;

export const removeJobReplySchema = z.object({
  job_id: z.number().int(),
  refunded_tutors: z.number().int(),
  refunded_points: z.number().int(),
}) satisfies z.ZodType<Contract.RemoveJobReply>;

const dated = { created_at: z.string() };
export const adminUserDetailSchema = z.object({
  user: adminUserRowSchema.extend({ phone_number: z.string().nullable(), location: z.string().nullable(), is_premium: z.boolean() }),
  points_history: z.array(pointsHistoryEntrySchema),
  payments: z.array(z.object({
    tran_id: z.string(), kind: z.enum(['points', 'premium']), amount: z.number(), status: z.enum(['PENDING', 'PAID', 'FAILED', 'CANCELLED']), ...dated,
  })),
  unlocks: z.array(z.object({ kind: z.enum(['job', 'tutor']), target_id: z.number().int(), target_name: z.string(), points: z.number().int(), ...dated })),
  jobs: z.array(z.object({ id: z.number().int(), title: z.string(), status: z.enum([...JOB_STATUSES, 'removed']), ...dated })),
  gigs: z.array(z.object({ id: z.number().int(), title: z.string(), status: z.enum(['active', 'pending']), ...dated })),
  reports: z.array(reportSchema),
  verification: verificationRequestSchema.nullable(),
}) satisfies z.ZodType<Contract.AdminUserDetail>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  target_type: z.enum(['subject', 'user', 'verification', 'report', 'job']),
  target_id: z.number().int(),
  reason: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()),
  created_at: z.string(),
}) satisfies z.ZodType<Contract.AuditEntry>;

/** `GET /api/admin/audit/?actor=&action=`: actor is a username (or "cli"). */
export const auditQuerySchema = pageQuerySchema.extend({
  actor: z.string().trim().max(150).optional(),
  action: z.enum(ADMIN_ACTIONS).optional(),
});
