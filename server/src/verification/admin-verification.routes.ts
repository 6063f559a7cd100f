// Access: admin (every route; 403 for anyone else).
import { REASON_MAX_LENGTH } from '@tutorium/shared/contracts';
import {
  adminUserRowSchema,
  detailErrorSchema,
  listSchema,
  reasonRequestSchema,
  verificationRequestSchema,
  verificationsQuerySchema,
} from '@tutorium/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { currentUser, declareAccess } from '../core/access';
import { listWindow } from '../core/list-window';
import type { Database } from '../db/database.types';
import { toListReply } from '../http/pagination';
import { idParamsSchema, parseId } from '../http/params';
import { signedInErrorResponses } from '../http/response-schemas';
import { decideVerification, listVerifications, setTutorVerified } from './verification.service';

const tags = ['admin'];
const errors = {
  ...signedInErrorResponses,
  403: detailErrorSchema.describe('Not an administrator, or a login older than 12 hours'),
  404: detailErrorSchema.describe('No such request or user'),
  409: detailErrorSchema.describe('Already decided, not a tutor, or already as asked'),
};

/** Approving may say why; the body itself is optional. */
const approveRequestSchema = z
  .strictObject({
    reason: z.string().trim().max(REASON_MAX_LENGTH, { error: `Ensure this field has no more than ${REASON_MAX_LENGTH} characters.` }).optional(),
  })
  .nullish();

/** Administrators decide verification requests, and verify or unverify a tutor directly. */
export const adminVerificationRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  declareAccess(app, 'admin');

  app.get(
    '/admin/verifications',
    {
      schema: {
        tags,
        summary: 'Verification requests by status: pending ones oldest first (the queue), decided ones newest first',
        querystring: verificationsQuerySchema,
        response: { 200: listSchema(verificationRequestSchema), ...errors },
      },
    },
    async (request) => {
      const { rows, count } = await listVerifications(db, request.query.status, listWindow(request.query));
      return toListReply(rows, count, request.query, request.url);
    },
  );

  app.post(
    '/admin/verifications/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a pending request: the tutor becomes a Verified Teacher and is notified',
        params: idParamsSchema,
        body: approveRequestSchema,
        response: { 200: verificationRequestSchema, ...errors },
      },
    },
    async (request) => decideVerification(db, parseId(request.params.id), 'approve', request.body?.reason, currentUser(request).userId),
  );

  app.post(
    '/admin/verifications/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a pending request with a reason; the tutor is notified and may ask again',
        params: idParamsSchema,
        body: reasonRequestSchema,
        response: { 200: verificationRequestSchema, ...errors },
      },
    },
    async (request) => decideVerification(db, parseId(request.params.id), 'reject', request.body.reason, currentUser(request).userId),
  );

  for (const [action, verified] of [['verify', true], ['unverify', false]] as const) {
    app.post(
      `/admin/users/:id/${action}`,
      {
        schema: {
          tags,
          summary: verified
            ? 'Verify a tutor: the Verified Teacher badge, and their pending request (if any) approved'
            : 'Take the Verified Teacher badge away from a tutor',
          params: idParamsSchema,
          body: reasonRequestSchema,
          response: { 200: adminUserRowSchema, ...errors },
        },
      },
      async (request) => setTutorVerified(db, parseId(request.params.id), verified, request.body.reason, currentUser(request).userId),
    );
  }
};
