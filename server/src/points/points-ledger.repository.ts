import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';

export interface LedgerEntry {
  userId: number;
  delta: number;
  reason: string;
  reference?: string;
  /** Why, in words, shown in the points history (a refund's reason). */
  note?: string;
  idempotencyKey: string;
}

/** Records a change; false when one with the same idempotency key exists already. */
export async function insertLedgerEntry(db: Kysely<Database>, entry: LedgerEntry): Promise<boolean> {
  const row = await db
    .insertInto('points_ledger')
    .values({
      user_id: entry.userId,
      delta: entry.delta,
      reason: entry.reason,
      reference: entry.reference ?? null,
      note: entry.note ?? null,
      idempotency_key: entry.idempotencyKey,
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Moves the balance by delta unless it would go below zero; the new balance, or undefined if refused. */
export async function addToBalance(db: Kysely<Database>, userId: number, delta: number): Promise<number | undefined> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ points_balance: eb('points_balance', '+', delta) }))
    .where('id', '=', userId)
    .where((eb) => eb(eb('points_balance', '+', delta), '>=', 0))
    .returning('points_balance')
    .executeTakeFirst();
  return row?.points_balance;
}

/** The user's balance; undefined for an unknown user. */
export async function readBalance(db: Kysely<Database>, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('points_balance').where('id', '=', userId).executeTakeFirst();
  return row?.points_balance;
}
