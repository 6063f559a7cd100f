import type { Kysely, Transaction } from 'kysely';
import type { Database } from './database.types';

// PostgreSQL aborts one side of a deadlock (40P01) or of a serialization conflict (40001); the
// aborted transaction wrote nothing, so running it again is safe.
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

const isRetryable = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && RETRYABLE.has(String((error as { code?: unknown }).code));

// What each open transaction of inTransaction runs once it has committed.
const committedCallbacks = new WeakMap<Kysely<Database>, Array<() => void>>();

/**
 * Runs `work` in a transaction, again (up to 3 times) when PostgreSQL aborted it to break a
 * deadlock: counters that several rows update (gig rank counts) can be locked in opposite
 * orders by two rare multi-row changes. Anything else is thrown as is. This is the one way the
 * server opens a transaction.
 */
export async function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const callbacks: Array<() => void> = [];
    try {
      const result = await db.transaction().execute((trx) => {
        committedCallbacks.set(trx, callbacks);
        return work(trx);
      });
      for (const callback of callbacks) callback();
      return result;
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}

/**
 * Runs `callback` once what `db` wrote is visible to others: when its transaction (opened by
 * inTransaction) commits, never if it rolls back; at once when `db` is no transaction.
 */
export function afterCommit(db: Kysely<Database>, callback: () => void): void {
  const callbacks = committedCallbacks.get(db);
  if (callbacks) callbacks.push(callback);
  else callback();
}
