import { ERROR_CODES } from '@tutorium/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { DomainError } from '../http/errors';

export const accountBlocked = () => new DomainError(401, ERROR_CODES.accountBlocked, 'This account has been blocked.');

/**
 * A blocked user's access tokens stop working at once, not when they expire: after a route's
 * `authenticate` hook has identified the caller, every request checks the account's flag (a
 * primary-key lookup). A 401 makes the client try a refresh, which fails too (blocking revokes
 * the refresh tokens), so it returns to the login page.
 */
export function registerBlockedAccountGuard(app: FastifyInstance, db: Kysely<Database>): void {
  app.addHook('preValidation', async (request) => {
    if (!request.user) return;
    const row = await db.selectFrom('users').select('is_blocked').where('id', '=', request.user.userId).executeTakeFirst();
    if (row?.is_blocked) throw accountBlocked();
  });
}
