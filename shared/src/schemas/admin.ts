import { z } from 'zod';
import type * as Contract from '../contracts';
import { body, numeric } from './fields';

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
