import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { findUserByLogin, type UserRecord } from '../users/users.repository';
import { authErrors } from './auth-errors';
import { verifyPassword } from './password-hasher';

/**
 * The account for a username or e-mail and its password. Unknown accounts, Google-only accounts
 * and wrong passwords get the same error after the same work (one argon2 verification).
 */
export async function logIn(db: Kysely<Database>, login: string, password: string): Promise<UserRecord> {
  const user = await findUserByLogin(db, login);
  const matches = await verifyPassword(user?.password_hash, password);
  if (!user || !matches) throw authErrors.loginFailed();
  return user;
}
