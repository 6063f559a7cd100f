import { REFUND_LEDGER_REASON } from '@tutorium/shared/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { applyPointsChange } from '../points/points-ledger.service';

/**
 * The one idempotency key of each unlock's refund: a report's refund and a job removal's refund
 * of the same unlock share it, so the ledger gives an unlock back at most once, whoever asks and
 * however often (two administrators pressing at once included).
 */
export const jobUnlockRefundKey = (jobId: number, tutorId: number) => `refund:job-unlock:${jobId}:${tutorId}`;
export const contactUnlockRefundKey = (studentId: number, tutorId: number) => `refund:contact-unlock:${studentId}:${tutorId}`;

export interface Refund {
  userId: number;
  points: number;
  /** 'job:ID' or 'tutor:ID': what was unlocked. */
  reference: string;
  /** The administrator's reason, shown in the refunded person's points history. */
  note: string;
  idempotencyKey: string;
}

/** Credits a refund in the caller's transaction: the points credited now, 0 when the key was applied already. */
export async function applyRefund(trx: Transaction<Database>, refund: Refund): Promise<number> {
  if (refund.points <= 0) return 0;
  const applied = await applyPointsChange(trx, {
    userId: refund.userId,
    delta: refund.points,
    reason: REFUND_LEDGER_REASON,
    reference: refund.reference,
    note: refund.note,
    idempotencyKey: refund.idempotencyKey,
  });
  return applied ? refund.points : 0;
}
