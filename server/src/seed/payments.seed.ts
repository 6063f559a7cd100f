import { CREDIT_PACKAGES, CURRENCY } from '@tutorium/shared/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { insertPayment, markPaid } from '../payments/payments.repository';
import { purchaseCredit } from '../payments/payments.service';
import { applyPointsChange } from '../points/points-ledger.service';
import { findUserByLogin } from '../users/users.repository';

/** The demo purchase's package: 50 points and 5 bonus for 45 BDT. */
const DEMO_PACKAGE_ID = 3;

/**
 * When the demo accounts exist, demo_student's past purchase of a credit package through the
 * test gateway: a paid transaction and its ledger credit, written as a validated callback writes
 * them, so the points history and `/api/payments/transactions/{tran_id}/` show one.
 */
export async function seedPayments(trx: Transaction<Database>): Promise<void> {
  const student = await findUserByLogin(trx, 'demo_student');
  const pack = CREDIT_PACKAGES.find((candidate) => candidate.id === DEMO_PACKAGE_ID);
  if (!student || !pack) return;
  const tranId = `TUT-DEMO-${student.id}`;
  await insertPayment(trx, {
    tranId,
    userId: student.id,
    product: 'points',
    packageId: pack.id,
    points: pack.points,
    bonus: pack.bonus,
    amount: pack.price,
    currency: CURRENCY,
    gateway: 'test',
  });
  const paid = await markPaid(trx, tranId, `demo-${student.id}`);
  if (paid) await applyPointsChange(trx, purchaseCredit(paid));
}
