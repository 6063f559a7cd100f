import { ERROR_CODES, WELCOME_GRANT_POINTS } from '@tutorium/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { DomainError, sessionErrors } from '../core/errors';
import { metrics } from '../core/metrics';
import { afterCommit } from '../db/transaction';
import { addToBalance, insertLedgerEntry, readBalance, type LedgerEntry } from './points-ledger.repository';

export type PointsChange = LedgerEntry;

export const insufficientPoints = () =>
  new DomainError(402, ERROR_CODES.insufficientPoints, "You don't have enough points for this.");

/**
 * The one way a balance changes: a ledger row and the balance update in the caller's
 * transaction, so the ledger always sums to the balance. Applying a key twice changes nothing
 * (false); a change that would take the balance below zero throws, undoing the row with it.
 */
export async function applyPointsChange(trx: Transaction<Database>, change: PointsChange): Promise<boolean> {
  if (!Number.isSafeInteger(change.delta) || change.delta === 0) throw new RangeError(`Invalid points delta ${change.delta}`);
  if (!(await insertLedgerEntry(trx, change))) return false;
  if ((await addToBalance(trx, change.userId, change.delta)) === undefined) throw insufficientPoints();
  afterCommit(trx, () => metrics.points.inc({ reason: change.reason, direction: change.delta < 0 ? 'charged' : 'credited' }, Math.abs(change.delta)));
  return true;
}

/**
 * A charge for something bought (delta below zero) through applyPointsChange, refused with the
 * buyer's own wording (`refusal`, a 402) when the balance is short.
 */
export async function chargePoints(trx: Transaction<Database>, change: PointsChange, refusal: () => DomainError): Promise<boolean> {
  try {
    return await applyPointsChange(trx, change);
  } catch (error) {
    if (error instanceof DomainError && error.code === ERROR_CODES.insufficientPoints) throw refusal();
    throw error;
  }
}

/** The points a new account starts with (WELCOME_GRANT_POINTS unless configured), granted once per account. */
export function welcomeGrant(userId: number, points: number = WELCOME_GRANT_POINTS): PointsChange {
  return { userId, delta: points, reason: 'welcome-grant', idempotencyKey: `welcome-grant:${userId}` };
}

/** The signed-in user's balance; a token of a deleted account is treated like an expired session. */
export async function pointsBalance(db: Kysely<Database>, userId: number): Promise<number> {
  const balance = await readBalance(db, userId);
  if (balance === undefined) throw sessionErrors.tokenInvalid();
  return balance;
}
