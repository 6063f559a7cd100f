import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import type { Tally } from './failure-counter';

/**
 * Counts one attempt under `key` in a fixed window that starts with the first attempt, in one
 * statement, so parallel attempts each get their own count.
 */
export async function addFailure(db: Kysely<Database>, key: string, windowMs: number): Promise<Tally> {
  const windowEnds = sql<Date>`now() + make_interval(secs => ${windowMs / 1000})`;
  const row = await db
    .insertInto('auth_failures')
    .values({ key, count: 1, window_ends: windowEnds })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when auth_failures.window_ends <= now() then 1 else auth_failures.count + 1 end`,
        window_ends: sql<Date>`case when auth_failures.window_ends <= now() then excluded.window_ends else auth_failures.window_ends end`,
      }),
    )
    .returning(['count', sql<number>`ceil(extract(epoch from (window_ends - now())) * 1000)`.as('reset_ms')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetMs: Math.max(0, Number(row.reset_ms)) };
}

export async function removeFailure(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('auth_failures')
    .set({ count: sql<number>`greatest(count - 1, 0)` })
    .where('key', '=', key)
    .execute();
}

export async function deleteFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('auth_failures').where('key', '=', key).execute();
}

/** Windows that have ended count nothing any more. */
export async function deleteEndedFailureWindows(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('auth_failures').where('window_ends', '<=', sql<Date>`now()`).executeTakeFirst();
  return Number(result.numDeletedRows);
}
