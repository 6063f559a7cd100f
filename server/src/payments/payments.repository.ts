import type { PaymentStatus, PaymentType } from '@tutorium/shared/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';

export interface PaymentRecord {
  tranId: string;
  userId: number;
  product: PaymentType;
  packageId: number | null;
  points: number;
  bonus: number;
  amount: number;
  currency: string;
  status: PaymentStatus;
  gateway: string;
  premiumExpires: Date | null;
  createdAt: Date;
  paidAt: Date | null;
}

export interface NewPayment {
  tranId: string;
  userId: number;
  product: PaymentType;
  packageId: number | null;
  points: number;
  bonus: number;
  amount: number;
  currency: string;
  gateway: string;
}

const columns = [
  'tran_id',
  'user_id',
  'product',
  'package_id',
  'points',
  'bonus',
  'amount',
  'currency',
  'status',
  'gateway',
  'premium_expires',
  'created_at',
  'paid_at',
] as const;

type Row = {
  tran_id: string;
  user_id: string | number;
  product: PaymentType;
  package_id: number | null;
  points: number;
  bonus: number;
  amount: number;
  currency: string;
  status: PaymentStatus;
  gateway: string;
  premium_expires: Date | null;
  created_at: Date;
  paid_at: Date | null;
};

const toRecord = (row: Row): PaymentRecord => ({
  tranId: row.tran_id,
  userId: toNumber(row.user_id),
  product: row.product,
  packageId: row.package_id,
  points: row.points,
  bonus: row.bonus,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  gateway: row.gateway,
  premiumExpires: row.premium_expires,
  createdAt: row.created_at,
  paidAt: row.paid_at,
});

export async function insertPayment(db: Kysely<Database>, payment: NewPayment): Promise<void> {
  await db
    .insertInto('payment_transactions')
    .values({
      tran_id: payment.tranId,
      user_id: payment.userId,
      product: payment.product,
      package_id: payment.packageId,
      points: payment.points,
      bonus: payment.bonus,
      amount: payment.amount,
      currency: payment.currency,
      gateway: payment.gateway,
    })
    .execute();
}

export async function deletePendingPayment(db: Kysely<Database>, tranId: string): Promise<void> {
  await db.deleteFrom('payment_transactions').where('tran_id', '=', tranId).where('status', '=', 'PENDING').execute();
}

export async function findPayment(db: Kysely<Database>, tranId: string): Promise<PaymentRecord | undefined> {
  const row = await db.selectFrom('payment_transactions').select(columns).where('tran_id', '=', tranId).executeTakeFirst();
  return row && toRecord(row);
}

/**
 * Marks an unpaid transaction paid; undefined when it was paid already (by a concurrent
 * callback: PostgreSQL makes the second update wait for the first and then match no row).
 */
export async function markPaid(trx: Transaction<Database>, tranId: string, valId: string): Promise<PaymentRecord | undefined> {
  const row = await trx
    .updateTable('payment_transactions')
    .set({ status: 'PAID', val_id: valId, paid_at: sql`now()`, updated_at: sql`now()` })
    .where('tran_id', '=', tranId)
    .where('status', '<>', 'PAID')
    .returning(columns)
    .executeTakeFirst();
  return row && toRecord(row);
}

/** A pending transaction that the gateway reports failed or cancelled; a paid one never changes. */
export async function markEnded(db: Kysely<Database>, tranId: string, status: 'FAILED' | 'CANCELLED'): Promise<void> {
  await db
    .updateTable('payment_transactions')
    .set({ status, updated_at: sql`now()` })
    .where('tran_id', '=', tranId)
    .where('status', '=', 'PENDING')
    .execute();
}

export async function setPaymentPremiumExpiry(trx: Transaction<Database>, tranId: string, expires: Date): Promise<void> {
  await trx.updateTable('payment_transactions').set({ premium_expires: expires }).where('tran_id', '=', tranId).execute();
}

/** Extends premium by `days` from now or from the current end, whichever is later; the new end. */
/**
 * Starts `days` of premium from now, unless premium is active (then undefined: premium never
 * stacks). One conditional update, so two payments settling at once cannot both start it.
 */
export async function startPremium(trx: Transaction<Database>, userId: number, days: number): Promise<Date | undefined> {
  const row = await trx
    .updateTable('users')
    .set({ is_premium: true, premium_expires: sql`now() + make_interval(days => ${days})` })
    .where('id', '=', userId)
    .where((eb) => eb.not(eb.and([eb('is_premium', '=', true), eb.or([eb('premium_expires', 'is', null), eb('premium_expires', '>', sql<Date>`now()`)])])))
    .returning('premium_expires')
    .executeTakeFirst();
  return row?.premium_expires ?? undefined;
}

/** Whether the user started a premium payment that is still pending and younger than `minutes`. */
export async function hasOpenPremiumPayment(db: Kysely<Database>, userId: number, minutes: number): Promise<boolean> {
  const row = await db
    .selectFrom('payment_transactions')
    .select('id')
    .where('user_id', '=', userId)
    .where('product', '=', 'premium')
    .where('status', '=', 'PENDING')
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${minutes})`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface Buyer {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  location: string | null;
  isPremium: boolean;
  premiumExpires: Date | null;
}

export async function findBuyer(db: Kysely<Database>, userId: number): Promise<Buyer | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['username', 'email', 'first_name', 'last_name', 'phone_number', 'location', 'is_premium', 'premium_expires'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return (
    row && {
      username: row.username,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone_number,
      location: row.location,
      isPremium: row.is_premium,
      premiumExpires: row.premium_expires,
    }
  );
}

export interface HistoryRow {
  id: number;
  createdAt: Date;
  delta: number;
  reason: string;
  reference: string | null;
  note: string | null;
  balance: number;
}

/** The user's ledger rows newest first, each with the balance right after it. */
export async function listPointsHistory(
  db: Kysely<Database>,
  userId: number,
  window: { limit: number; offset: number },
): Promise<{ rows: HistoryRow[]; count: number }> {
  const running = db
    .selectFrom('points_ledger')
    .select((eb) => [
      'id',
      'created_at',
      'delta',
      'reason',
      'reference',
      'note',
      eb.fn.sum<string | number>('delta').over((over) => over.orderBy('id')).as('balance'),
    ])
    .where('user_id', '=', userId);
  const rows = await db
    .selectFrom(running.as('history'))
    .selectAll()
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const { count } = await db
    .selectFrom('points_ledger')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    rows: rows.map((row) => ({
      id: toNumber(row.id),
      createdAt: row.created_at,
      delta: row.delta,
      reason: row.reason,
      reference: row.reference,
      note: row.note,
      balance: toNumber(row.balance),
    })),
    count: toNumber(count),
  };
}
