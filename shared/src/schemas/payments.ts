import { z } from 'zod';
import type * as Contract from '../contracts';
import { body, numeric } from './fields';

const packageNumber = numeric(z.number().int().min(1).max(1_000_000));

/** POST /api/points/purchase/: a package by id or by points; the client's amount is never used. */
export const pointsPurchaseRequestSchema = body({
  package_id: packageNumber.optional(),
  points: packageNumber.optional(),
  amount: z.unknown().optional(),
  user_id: z.unknown().optional(),
}) satisfies z.ZodType<Contract.PointsPurchaseRequest>;

/** POST /api/users/purchase_premium/: nothing to choose; the client's amount is never used. */
export const premiumPurchaseRequestSchema = body({
  amount: z.unknown().optional(),
  user_id: z.unknown().optional(),
}) satisfies z.ZodType<Contract.PremiumPurchaseRequest>;

export const paymentStartReplySchema = z.object({
  status: z.literal('SUCCESS'),
  payment_url: z.string(),
  tran_id: z.string(),
  amount: z.number(),
  currency: z.string(),
}) satisfies z.ZodType<Contract.PaymentStartReply>;

export const paymentTransactionSchema = z.object({
  tran_id: z.string(),
  payment_type: z.enum(['points', 'premium']),
  status: z.enum(['PENDING', 'PAID', 'FAILED', 'CANCELLED']),
  amount: z.number(),
  currency: z.string(),
  points: z.number().int(),
  bonus: z.number().int(),
  credit: z.number().int(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  premium_expires: z.string().nullable(),
}) satisfies z.ZodType<Contract.PaymentTransaction>;

export const pointsHistoryEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  delta: z.number().int(),
  reason: z.string(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  balance: z.number().int(),
}) satisfies z.ZodType<Contract.PointsHistoryEntry>;

/** A transaction id in a path: what our server issues (letters, digits, dashes). */
export const tranIdParamsSchema = z.object({ tran_id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
