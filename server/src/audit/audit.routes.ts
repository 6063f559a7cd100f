// Access: admin (every route; 403 for anyone else).
import { auditEntrySchema, auditQuerySchema, detailErrorSchema, listSchema } from '@tutorium/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { declareAccess } from '../core/access';
import { listWindow } from '../core/list-window';
import type { Database } from '../db/database.types';
import { toListReply } from '../http/pagination';
import { signedInErrorResponses } from '../http/response-schemas';
import { listAudit } from './audit-log';

/** The administrators' audit log: what every administrator (and the command line) did, newest first. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  declareAccess(app, 'admin');

  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log of administrator actions, newest first; filter by actor (a username, or "cli") and action',
        querystring: auditQuerySchema,
        response: { 200: listSchema(auditEntrySchema), ...signedInErrorResponses, 403: detailErrorSchema.describe('Not an administrator, or a login older than 12 hours') },
      },
    },
    async (request) => {
      const { rows, count } = await listAudit(db, { actor: request.query.actor, action: request.query.action }, listWindow(request.query));
      return toListReply(rows, count, request.query, request.url);
    },
  );
};
