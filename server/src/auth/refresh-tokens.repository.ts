import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';

export interface RefreshTokenRecord {
  id: number;
  userId: number;
  familyId: string;
  /** Set once the token was exchanged for its successor. */
  replacedBy: number | null;
}

type Row = { id: string | number; user_id: string | number; family_id: string; replaced_by: string | number | null };

const toRecord = (row: Row): RefreshTokenRecord => ({
  id: toNumber(row.id),
  userId: toNumber(row.user_id),
  familyId: row.family_id,
  replacedBy: row.replaced_by === null ? null : toNumber(row.replaced_by),
});

const COLUMNS = ['id', 'user_id', 'family_id', 'replaced_by'] as const;

export async function insertRefreshToken(
  db: Kysely<Database>,
  token: { userId: number; familyId: string; tokenHash: string; ttlDays: number },
): Promise<number> {
  const { id } = await db
    .insertInto('refresh_tokens')
    .values({
      user_id: token.userId,
      family_id: token.familyId,
      token_hash: token.tokenHash,
      expires_at: sql<Date>`now() + make_interval(days => ${token.ttlDays})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toNumber(id);
}

/**
 * Revokes a live token and returns it; undefined when it is unknown, expired or already
 * revoked. Of two simultaneous calls with one token, only one gets it.
 */
export async function takeLiveRefreshToken(db: Kysely<Database>, tokenHash: string): Promise<RefreshTokenRecord | undefined> {
  const row = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function findRefreshToken(db: Kysely<Database>, tokenHash: string): Promise<RefreshTokenRecord | undefined> {
  const row = await db.selectFrom('refresh_tokens').select(COLUMNS).where('token_hash', '=', tokenHash).executeTakeFirst();
  return row && toRecord(row);
}

/**
 * Whether a rotated token's successor was issued less than `seconds` ago and its login is still
 * live (not logged out or revoked): the reuse interval for tabs that refresh at the same moment.
 */
export async function rotatedWithin(db: Kysely<Database>, token: RefreshTokenRecord, seconds: number): Promise<boolean> {
  if (token.replacedBy === null) return false;
  const recent = await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('id', '=', token.replacedBy)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .executeTakeFirst();
  if (!recent) return false;
  const live = await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', token.familyId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return live !== undefined;
}

export async function markReplaced(db: Kysely<Database>, id: number, replacedBy: number): Promise<void> {
  await db.updateTable('refresh_tokens').set({ replaced_by: replacedBy }).where('id', '=', id).execute();
}

export async function revokeFamily(db: Kysely<Database>, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Signs the user out everywhere, except the login `keepFamilyId` when given. */
export async function revokeUserTokens(db: Kysely<Database>, userId: number, keepFamilyId?: string): Promise<void> {
  let query = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepFamilyId !== undefined) query = query.where('family_id', '<>', keepFamilyId);
  await query.execute();
}

/** Expired tokens: a replay of one is refused as unknown, so they no longer guard their family. */
export async function deleteExpiredRefreshTokens(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('refresh_tokens').where('expires_at', '<', sql<Date>`now()`).executeTakeFirst();
  return Number(result.numDeletedRows);
}
