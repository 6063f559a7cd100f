// Access: admin (every route; 403 for anyone else, and for a login older than 12 hours).
import {
  adminSubjectSchema,
  adminUserSchema,
  detailErrorSchema,
  mergeSubjectReplySchema,
  mergeSubjectRequestSchema,
  reasonRequestSchema,
} from '@tutorium/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { currentUser, declareAccess } from '../core/access';
import type { Database } from '../db/database.types';
import { idParamsSchema, parseId } from '../http/params';
import { signedInErrorResponses } from '../http/response-schemas';
import { toAdminSubjectReply } from '../subjects/subjects.serializer';
import { toAdminUserReply } from './admin.serializer';
import { apiActor, approveSubject, deactivateSubject, mergeSubject, pendingSubjects, rejectSubject, setBlocked } from './admin.service';

const tags = ['admin'];
const errors = {
  ...signedInErrorResponses,
  403: detailErrorSchema.describe('Not an administrator, or a login older than 12 hours (code login_too_old)'),
  404: detailErrorSchema.describe('No such subject or user'),
  409: detailErrorSchema.describe('Not possible in the current state (merged or rejected subject, blocking oneself, blocked already)'),
};

/** Moderation of subjects and users for administrators (role 'admin'); `npm run admin` offers the same operations. */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  declareAccess(app, 'admin');
  const actorOf = (request: FastifyRequest) => apiActor(db, currentUser(request).userId);

  app.get(
    '/admin/subjects/pending',
    { schema: { tags, summary: 'Subjects typed by tutors that wait for approval, oldest first', response: { 200: z.array(adminSubjectSchema), ...errors } } },
    async () => (await pendingSubjects(db)).map(toAdminSubjectReply),
  );

  app.post(
    '/admin/subjects/:id/approve',
    { schema: { tags, summary: 'Approve a subject: its gigs become active', params: idParamsSchema, response: { 200: adminSubjectSchema, ...errors } } },
    async (request) => toAdminSubjectReply(await approveSubject(db, parseId(request.params.id), await actorOf(request))),
  );

  app.post(
    '/admin/subjects/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a pending subject with a reason each tutor with a gig in it is told; the gigs stay pending',
        params: idParamsSchema,
        body: reasonRequestSchema,
        response: { 200: adminSubjectSchema, ...errors },
      },
    },
    async (request) => toAdminSubjectReply(await rejectSubject(db, parseId(request.params.id), request.body.reason, await actorOf(request))),
  );

  app.post(
    '/admin/subjects/:id/deactivate',
    { schema: { tags, summary: 'Withdraw a subject: its gigs become pending', params: idParamsSchema, response: { 200: adminSubjectSchema, ...errors } } },
    async (request) => toAdminSubjectReply(await deactivateSubject(db, parseId(request.params.id), await actorOf(request))),
  );

  app.post(
    '/admin/subjects/:id/merge',
    {
      schema: {
        tags,
        summary: 'Merge a subject into another: its gigs follow, its name leads there',
        params: idParamsSchema,
        body: mergeSubjectRequestSchema,
        response: { 200: mergeSubjectReplySchema, ...errors },
      },
    },
    async (request) => {
      const { merged, into, movedGigs } = await mergeSubject(db, parseId(request.params.id), request.body.into, await actorOf(request));
      return { merged: toAdminSubjectReply(merged), into: toAdminSubjectReply(into), moved_gigs: movedGigs };
    },
  );

  for (const [action, blocked] of [['block', true], ['unblock', false]] as const) {
    app.post(
      `/admin/users/:id/${action}`,
      {
        schema: {
          tags,
          summary: blocked
            ? 'Block a user, saying why: their sessions end at once and their gigs leave every listing'
            : 'Unblock a user, saying why',
          params: idParamsSchema,
          body: reasonRequestSchema,
          response: { 200: adminUserSchema, ...errors },
        },
      },
      async (request) => toAdminUserReply(await setBlocked(db, parseId(request.params.id), blocked, await actorOf(request), request.body.reason)),
    );
  }
};
