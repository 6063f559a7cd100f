import { CREDIT_PACKAGES, CURRENCY } from '@tutorium/shared/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { applyPointsChange } from '../points/points-ledger.service';
import { findUserByLogin } from '../users/users.repository';

/** The demo purchase's package: 50 points and 5 bonus for 45 BDT. */
const DEMO_PACKAGE_ID = 3;

/**
 * When the demo accounts exist, demo_student's past purchase of a credit package through the
 * test gateway: a paid transaction and its ledger credit under the same idempotency key a real
 * callback uses, so the points history and `/api/payments/transactions/{tran_id}/` show one.
 */
export async function seedPayments(trx: Transaction<Database>, now: Date): Promise<void> {
  const student = await findUserByLogin(trx, 'demo_student');
  const pack = CREDIT_PACKAGES.find((candidate) => candidate.id === DEMO_PACKAGE_ID);
  if (!student || !pack) return;
  const tranId = `TUT-DEMO-${student.id}`;
  await trx
    .insertInto('payment_transactions')
    .values({
      tran_id: tranId,
      user_id: student.id,
      product: 'points',
      package_id: pack.id,
      points: pack.points,
      bonus: pack.bonus,
      amount: pack.price,
      currency: CURRENCY,
      status: 'PAID',
      gateway: 'test',
      val_id: `demo-${student.id}`,
      paid_at: now,
    })
    .execute();
  await applyPointsChange(trx, { userId: student.id, delta: pack.points + pack.bonus, reason: 'purchase', reference: `payment:${tranId}`, idempotencyKey: `payment:${tranId}` });
}
