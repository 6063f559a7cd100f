import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { isUsernameTaken } from './users.repository';

const MAX_BASE_LENGTH = 22;

/** A free username for an account created without a form (Google): the e-mail's local part, then numbered. */
export async function availableUsername(db: Kysely<Database>, email: string): Promise<string> {
  let base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, MAX_BASE_LENGTH);
  if (base.length < 3) base = `user${base}`;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const candidate = attempt === 0 ? base : `${base}${randomInt(10, 10_000_000)}`;
    if (!(await isUsernameTaken(db, candidate))) return candidate;
  }
  return `user${randomBytes(6).toString('hex')}`;
}
