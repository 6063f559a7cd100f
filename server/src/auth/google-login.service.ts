import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { inTransaction } from '../db/transaction';
import { isUniqueViolation, toAccountConflict } from '../users/account-conflicts';
import { createAccount } from '../users/create-account';
import { availableUsername } from '../users/usernames';
import { findUserByEmail, findUserByGoogleSub, updateUser, type UserRecord } from '../users/users.repository';
import { authErrors } from './auth-errors';
import type { GoogleIdentity } from './google-id-token';

async function findOrLink(db: Kysely<Database>, google: GoogleIdentity): Promise<UserRecord | undefined> {
  const linked = await findUserByGoogleSub(db, google.sub);
  if (linked) return linked;
  const byEmail = await findUserByEmail(db, google.email);
  if (!byEmail) return undefined;
  // Another Google account now carries this address (a recycled or transferred mailbox): not the same person.
  if (byEmail.google_sub !== null) throw authErrors.googleAccountMismatch();
  // Only where Google hosts the mailbox does its word prove the address is this person's today;
  // any other provider's address may have been verified once and passed on since.
  if (!google.emailHostedByGoogle) throw authErrors.passwordLoginFirst();
  return updateUser(db, byEmail.id, { google_sub: google.sub, email_verified_at: byEmail.email_verified_at ?? new Date() });
}

/**
 * The account of a verified Google identity: found by Google id, else by e-mail (linked only when
 * Google hosts the address), else created as a student.
 */
export async function googleSignIn(db: Kysely<Database>, google: GoogleIdentity, welcomePoints: number): Promise<UserRecord> {
  const existing = await findOrLink(db, google);
  if (existing) return existing;
  const username = await availableUsername(db, google.email);
  try {
    return await inTransaction(db, (trx) =>
      createAccount(trx, {
        username,
        email: google.email,
        passwordHash: null,
        userType: 'student',
        firstName: google.firstName,
        lastName: google.lastName,
        googleSub: google.sub,
        emailVerified: true,
        welcomePoints,
      }),
    );
  } catch (error) {
    // A simultaneous sign-in created it first: use that account.
    if (toAccountConflict(error) === undefined && !isUniqueViolation(error, 'users_google_sub_key')) throw error;
    const raced = await findOrLink(db, google);
    if (raced) return raced;
    throw error;
  }
}
