import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import type { LinkTokensTable } from '../db/tables/auth.table';
import { toNumber } from '../db/int8';

export type LinkPurpose = LinkTokensTable['purpose'];

export async function insertLinkToken(
  db: Kysely<Database>,
  token: { userId: number; purpose: LinkPurpose; tokenHash: string; ttlSeconds: number },
): Promise<void> {
  await db
    .insertInto('link_tokens')
    .values({
      user_id: token.userId,
      purpose: token.purpose,
      token_hash: token.tokenHash,
      expires_at: sql<Date>`now() + make_interval(secs => ${token.ttlSeconds})`,
    })
    .execute();
}

/** Marks a live token used and returns its user; undefined when unknown, expired, used or not this user's. */
export async function redeemLinkToken(
  db: Kysely<Database>,
  token: { userId: number; purpose: LinkPurpose; tokenHash: string },
): Promise<number | undefined> {
  const row = await db
    .updateTable('link_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', token.tokenHash)
    .where('user_id', '=', token.userId)
    .where('purpose', '=', token.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  return row && toNumber(row.user_id);
}

export async function retireLinkTokens(db: Kysely<Database>, userId: number, purpose: LinkPurpose): Promise<void> {
  await db
    .updateTable('link_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

export async function deleteExpiredLinkTokens(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('link_tokens').where('expires_at', '<', sql<Date>`now()`).executeTakeFirst();
  return Number(result.numDeletedRows);
}
