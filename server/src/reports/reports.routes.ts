// Access: signed-in (every route): reports of what the caller unlocked.
import { REPORT_WINDOW_DAYS } from '@tutorium/shared/contracts';
import { detailErrorSchema, jobReportRequestSchema, listSchema, pageQuerySchema, reportSchema, tutorReportRequestSchema } from '@tutorium/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { currentUser, declareAccess } from '../core/access';
import type { Database } from '../db/database.types';
import { toListReply } from '../http/pagination';
import { idParamsSchema, parseId } from '../http/params';
import { signedInErrorResponses } from '../http/response-schemas';
import { myReports, reportJob, reportTutor } from './reports.service';

const tags = ['reports'];
const reportErrors = (what: 'job' | 'tutor') => ({
  ...signedInErrorResponses,
  403: detailErrorSchema.describe(what === 'job' ? 'Not a tutor who unlocked this job' : "Not a student who unlocked this tutor's contact"),
  404: detailErrorSchema.describe(what === 'job' ? 'No such job' : 'No such tutor'),
  409: detailErrorSchema.describe(`Reported already, or unlocked more than ${REPORT_WINDOW_DAYS} days ago`),
});

/** A tutor reports a job they unlocked, a student a tutor they unlocked; each sees their reports' state. */
export const reportsRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  declareAccess(app, 'signed-in');

  app.post(
    '/jobs/:id/report',
    {
      schema: {
        tags,
        summary: `Report a job the calling tutor unlocked (fake, unreachable, already filled), within ${REPORT_WINDOW_DAYS} days of the unlock and once; an administrator may refund the unlock`,
        params: idParamsSchema,
        body: jobReportRequestSchema,
        response: { 201: reportSchema, ...reportErrors('job') },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await reportJob(db, currentUser(request).userId, parseId(request.params.id), request.body)),
  );

  app.post(
    '/tutors/:id/report',
    {
      schema: {
        tags,
        summary: `Report a tutor whose contact the calling student unlocked (fake, unreachable, misconduct), within ${REPORT_WINDOW_DAYS} days of the unlock (as for jobs) and once; an administrator may refund the unlock`,
        params: idParamsSchema,
        body: tutorReportRequestSchema,
        response: { 201: reportSchema, ...reportErrors('tutor') },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await reportTutor(db, currentUser(request).userId, parseId(request.params.id), request.body)),
  );

  app.get(
    '/reports/mine',
    {
      schema: {
        tags,
        summary: "The caller's reports, newest first, with their state (open, refunded, dismissed)",
        querystring: pageQuerySchema,
        response: { 200: listSchema(reportSchema), ...signedInErrorResponses },
      },
    },
    async (request) => {
      const { reports, count } = await myReports(db, currentUser(request).userId, request.query);
      return toListReply(reports, count, request.query, request.url);
    },
  );
};
