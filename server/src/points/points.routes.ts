// Access: signed-in (every route).
import { ERROR_CODES, GIG_MESSAGES } from '@tutorium/shared/contracts';
import { detailErrorSchema, pointsBalanceSchema } from '@tutorium/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { currentUser, declareAccess } from '../core/access';
import type { Database } from '../db/database.types';
import { DomainError } from '../core/errors';
import { signedInErrorResponses } from '../http/response-schemas';
import { pointsBalance } from './points-ledger.service';

const tags = ['points'];

/** The caller's balance, and the spec client's balance call that the server refuses. */
export const pointsRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  declareAccess(app, 'signed-in');

  app.get(
    '/points',
    { schema: { tags, summary: "The caller's points balance", response: { 200: pointsBalanceSchema, ...signedInErrorResponses } } },
    async (request) => {
      const { userId } = currentUser(request);
      return { id: userId, balance: await pointsBalance(db, userId) };
    },
  );

  // The spec's client posts here after a paid gig; the server charged it already, in the create.
  app.post(
    '/credit/update',
    {
      schema: {
        tags,
        summary: 'Refused: a client never changes a balance',
        response: { 403: detailErrorSchema.describe('Always'), ...signedInErrorResponses },
      },
    },
    async () => {
      throw new DomainError(403, ERROR_CODES.permissionDenied, GIG_MESSAGES.creditUpdateRefused);
    },
  );
};
