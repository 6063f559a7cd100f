import { randomUUID } from 'node:crypto';
import { REFRESH_REUSE_INTERVAL_SECONDS, REFRESH_TOKEN_TTL_DAYS } from '@tutorium/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { afterCommit, inTransaction } from '../db/transaction';
import { signalSessionsEnded } from '../core/session-signal';
import { sessionErrors } from '../core/errors';
import { signAccessToken } from '../core/access-token';
import {
  findRefreshToken,
  insertRefreshToken,
  markReplaced,
  revokeFamily,
  revokeUserTokens,
  rotatedWithin,
  takeLiveRefreshToken,
} from './refresh-tokens.repository';
import { hashToken, randomToken } from './secret-keys';

export interface SessionTokens {
  access: string;
  /** The refresh token, for the httpOnly cookie only. */
  refresh: string;
  userId: number;
}

type RotateOutcome = { kind: 'rotated'; tokens: SessionTokens } | { kind: 'invalid' } | { kind: 'reused' };

async function issueTokens(db: Kysely<Database>, secret: string, userId: number, familyId: string) {
  const refresh = randomToken();
  const id = await insertRefreshToken(db, { userId, familyId, tokenHash: hashToken(refresh), ttlDays: REFRESH_TOKEN_TTL_DAYS });
  const access = await signAccessToken(secret, { userId, sessionId: familyId });
  return { id, tokens: { access, refresh, userId } };
}

/** A new login: a new refresh-token family. Every way in (password, Google) starts here, so a blocked account gets none. */
export async function startSession(db: Kysely<Database>, secret: string, userId: number): Promise<SessionTokens> {
  const account = await db.selectFrom('users').select('is_blocked').where('id', '=', userId).executeTakeFirst();
  if (account?.is_blocked) throw sessionErrors.accountBlocked();
  return (await issueTokens(db, secret, userId, randomUUID())).tokens;
}

/**
 * Exchanges a refresh token for a new pair (same family). Presenting a token that was already
 * exchanged means it was copied: the whole family is revoked, the thief's copy and the user's,
 * except within the reuse interval, when it is another tab of the same browser refreshing at once.
 */
export async function rotateSession(db: Kysely<Database>, secret: string, refreshToken: string): Promise<RotateOutcome> {
  const tokenHash = hashToken(refreshToken);
  return inTransaction(db, async (trx): Promise<RotateOutcome> => {
    const current = await takeLiveRefreshToken(trx, tokenHash);
    if (!current) {
      const known = await findRefreshToken(trx, tokenHash);
      if (known?.replacedBy == null) return { kind: 'invalid' };
      if (await rotatedWithin(trx, known, REFRESH_REUSE_INTERVAL_SECONDS)) {
        return { kind: 'rotated', tokens: (await issueTokens(trx, secret, known.userId, known.familyId)).tokens };
      }
      await revokeFamily(trx, known.familyId);
      return { kind: 'reused' };
    }
    const next = await issueTokens(trx, secret, current.userId, current.familyId);
    await markReplaced(trx, current.id, next.id);
    return { kind: 'rotated', tokens: next.tokens };
  });
}

/** Logout: the login behind this refresh token ends, on every device that shares it, its open sockets too. */
export async function endSession(db: Kysely<Database>, refreshToken: string): Promise<void> {
  const known = await findRefreshToken(db, hashToken(refreshToken));
  if (!known) return;
  await revokeFamily(db, known.familyId);
  afterCommit(db, () => signalSessionsEnded({ userId: known.userId, sessionId: known.familyId }));
}

/** Ends every login of the user (a blocked account): their refresh tokens and open sockets stop at once. */
export async function endUserSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await revokeUserTokens(db, userId);
  afterCommit(db, () => signalSessionsEnded({ userId }));
}
