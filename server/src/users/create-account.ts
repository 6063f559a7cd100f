import type { UserType } from '@tutorium/shared/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { applyPointsChange, welcomeGrant } from '../points/points-ledger.service';
import { toAccountConflict } from './account-conflicts';
import { findUserById, insertUser, type UserRecord } from './users.repository';

export interface NewAccount {
  username: string;
  email: string;
  /** argon2id hash; null for an account that signs in with Google only. */
  passwordHash: string | null;
  userType: UserType;
  firstName: string;
  lastName: string;
  googleSub?: string;
  /** The e-mail address is known to be the user's (a Google-verified address). */
  emailVerified?: boolean;
  /** The welcome grant (the configured WELCOME_GRANT_POINTS; the default grant when left out); 0 grants nothing. */
  welcomePoints?: number;
}

/**
 * Creates a user with the welcome grant, in the caller's transaction: an account never exists
 * without its points, nor the points without the account.
 */
export async function createAccount(trx: Transaction<Database>, account: NewAccount): Promise<UserRecord> {
  let user: UserRecord;
  try {
    user = await insertUser(trx, {
      username: account.username,
      email: account.email,
      password_hash: account.passwordHash,
      user_type: account.userType,
      first_name: account.firstName,
      last_name: account.lastName,
      google_sub: account.googleSub ?? null,
      email_verified_at: account.emailVerified ? new Date() : null,
    });
  } catch (error) {
    throw toAccountConflict(error) ?? error;
  }
  const grant = welcomeGrant(user.id, account.welcomePoints);
  if (grant.delta > 0) await applyPointsChange(trx, grant);
  return (await findUserById(trx, user.id)) ?? user;
}
