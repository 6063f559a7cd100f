// Access: admin (every route; 403 for anyone else, and for a login older than 12 hours).
import { adminStatsSchema, adminUserDetailSchema, adminUserRowSchema, adminUserSearchQuerySchema, detailErrorSchema, listSchema } from '@tutorium/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { declareAccess } from '../core/access';
import { listWindow } from '../core/list-window';
import type { Database } from '../db/database.types';
import { toListReply } from '../http/pagination';
import { idParamsSchema, parseId } from '../http/params';
import { signedInErrorResponses } from '../http/response-schemas';
import { adminStats } from './admin-stats.repository';
import { searchUsers } from './admin-users.repository';
import { userDetail } from './admin-users.service';

const tags = ['admin'];
const errors = {
  ...signedInErrorResponses,
  403: detailErrorSchema.describe('Not an administrator, or a login older than 12 hours (code login_too_old)'),
};

/** What administrators read: the overview, the user search and everything about one user. */
export const adminOverviewRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  declareAccess(app, 'admin');

  app.get(
    '/admin/stats',
    {
      schema: {
        tags,
        summary: 'Accounts by kind, sign-ups, jobs, unlocks, points sold and revenue (BDT) per day for 30 days, and the queue sizes',
        response: { 200: adminStatsSchema, ...errors },
      },
    },
    async () => adminStats(db),
  );

  app.get(
    '/admin/users',
    {
      schema: {
        tags,
        summary: 'Accounts whose username or e-mail contains q (any case), newest first',
        querystring: adminUserSearchQuerySchema,
        response: { 200: listSchema(adminUserRowSchema), ...errors },
      },
    },
    async (request) => {
      const { rows, count } = await searchUsers(db, request.query.q || undefined, listWindow(request.query));
      return toListReply(rows, count, request.query, request.url);
    },
  );

  app.get(
    '/admin/users/:id',
    {
      schema: {
        tags,
        summary: "One account: profile, points history, payments, unlocks, jobs, gigs, reports and verification (newest 50 of each)",
        params: idParamsSchema,
        response: { 200: adminUserDetailSchema, ...errors, 404: detailErrorSchema.describe('No such user') },
      },
    },
    async (request) => userDetail(db, parseId(request.params.id)),
  );
};
