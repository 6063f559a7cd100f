// Access: admin (every route; 403 for anyone else).
import { detailErrorSchema, listSchema, reasonRequestSchema, removeJobReplySchema, reportSchema, reportsQuerySchema, resolveReportRequestSchema } from '@tutorium/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { currentUser, declareAccess } from '../core/access';
import type { Database } from '../db/database.types';
import { toListReply } from '../http/pagination';
import { idParamsSchema, parseId } from '../http/params';
import { signedInErrorResponses } from '../http/response-schemas';
import { removeJob, reportsByStatus, resolveReport } from './reports.service';

const tags = ['admin'];
const errors = {
  ...signedInErrorResponses,
  403: detailErrorSchema.describe('Not an administrator, or a login older than 12 hours'),
};

/** Administrators resolve reports (dismiss or refund) and remove fake jobs (refunding every unlock). */
export const adminReportsRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  declareAccess(app, 'admin');

  app.get(
    '/admin/reports',
    {
      schema: {
        tags,
        summary: 'Reports by status (open when not given): open ones oldest first (the queue), resolved ones newest first',
        querystring: reportsQuerySchema,
        response: { 200: listSchema(reportSchema), ...errors },
      },
    },
    async (request) => {
      const { reports, count } = await reportsByStatus(db, request.query.status, request.query);
      return toListReply(reports, count, request.query, request.url);
    },
  );

  app.post(
    '/admin/reports/:id/resolve',
    {
      schema: {
        tags,
        summary: 'Resolve an open report: dismiss it, or refund the unlock (once per unlock, whoever asks); the reporter is notified',
        params: idParamsSchema,
        body: resolveReportRequestSchema,
        response: {
          200: reportSchema,
          ...errors,
          404: detailErrorSchema.describe('No such report'),
          409: detailErrorSchema.describe('Resolved already, or nothing was paid for the unlock (refund)'),
        },
      },
    },
    async (request) => resolveReport(db, parseId(request.params.id), request.body, currentUser(request).userId),
  );

  app.post(
    '/admin/jobs/:id/remove',
    {
      schema: {
        tags,
        summary: 'Remove a fake job: it leaves every listing, every tutor who unlocked it is refunded (once), its open reports become refunded',
        params: idParamsSchema,
        body: reasonRequestSchema,
        response: {
          200: removeJobReplySchema,
          ...errors,
          404: detailErrorSchema.describe('No such job'),
          409: detailErrorSchema.describe('Removed already'),
        },
      },
    },
    async (request) => removeJob(db, parseId(request.params.id), request.body.reason, currentUser(request).userId),
  );
};
