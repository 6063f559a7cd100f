import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';

/** The name a tutor's notification shows for the student who unlocked or reviewed them. */
export async function usernameOf(db: Kysely<Database>, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.username;
}
