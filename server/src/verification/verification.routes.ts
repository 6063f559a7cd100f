// Access: signed-in (every route): a tutor's own verification request and its document.
import fastifyMultipart from '@fastify/multipart';
import { VERIFICATION_DOCUMENT_MAX_BYTES, VERIFICATION_FIELDS } from '@tutorium/shared/contracts';
import { detailErrorSchema, myVerificationSchema, verificationRequestSchema } from '@tutorium/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config/config';
import { currentUser, declareAccess } from '../core/access';
import { FieldValidationError } from '../core/errors';
import type { Database } from '../db/database.types';
import { idParamsSchema, parseId } from '../http/params';
import { signedInErrorResponses } from '../http/response-schemas';
import { invalidDocument, verificationErrors } from './verification.errors';
import { assertMayRequest, documentFor, myVerification, requestVerification, type VerificationForm } from './verification.service';
import { ensureDocumentsDir } from './verification-storage';

const TEXT_FIELDS = new Set<string>([VERIFICATION_FIELDS.education, VERIFICATION_FIELDS.experience]);

// Errors of parsing the upload are the client's: too big becomes the document's field error, too
// many parts keep their 413, anything the parser chokes on is a 400, never a 500.
function uploadError(error: unknown): Error {
  if (error instanceof FieldValidationError) return error;
  if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') return invalidDocument();
  if (error instanceof Error && typeof (error as { statusCode?: unknown }).statusCode === 'number') return error;
  return verificationErrors.malformed();
}

/** The multipart form: the two texts and the one file, whatever order they come in; other parts are drained and ignored. */
async function readForm(request: FastifyRequest): Promise<VerificationForm> {
  const texts: Record<string, string> = {};
  const truncated = new Set<string>();
  let document: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === VERIFICATION_FIELDS.document && document === undefined) document = await part.toBuffer();
        else part.file.resume();
      } else if (TEXT_FIELDS.has(part.fieldname) && texts[part.fieldname] === undefined) {
        texts[part.fieldname] = String(part.value);
        if (part.valueTruncated) truncated.add(part.fieldname);
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  return { education: texts[VERIFICATION_FIELDS.education], experience: texts[VERIFICATION_FIELDS.experience], document, truncated };
}

const tags = ['verification'];

/** A tutor asks to be verified (education, experience and one document); the document is theirs and administrators' only. */
export const verificationRoutes: FastifyPluginAsyncZod<{ config: Config; db: Kysely<Database> }> = async (app, { config, db }) => {
  declareAccess(app, 'signed-in');
  const dir = await ensureDocumentsDir(config.uploadsDir);
  // Registered here only: every other route keeps refusing multipart bodies (415).
  await app.register(fastifyMultipart, {
    limits: { fileSize: VERIFICATION_DOCUMENT_MAX_BYTES, files: 1, fields: 4, fieldSize: 16 * 1024, parts: 6, headerPairs: 100 },
  });

  app.post(
    '/users/me/verification',
    {
      schema: {
        tags,
        summary: 'Request verification (tutors): multipart fields education, experience (up to 2000 characters each) and document (PDF, PNG, JPEG or WebP, up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: {
          201: verificationRequestSchema,
          ...signedInErrorResponses,
          403: detailErrorSchema.describe('Not a tutor'),
          409: detailErrorSchema.describe('Already verified, or a request is already being reviewed'),
          413: detailErrorSchema.describe('Too many parts or files'),
          415: detailErrorSchema.describe('Not multipart/form-data'),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw verificationErrors.notMultipart();
      const { userId } = currentUser(request);
      await assertMayRequest(db, userId);
      const form = await readForm(request);
      const created = await requestVerification({ db, dir, log: request.log }, userId, form);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/users/me/verification',
    {
      schema: {
        tags,
        summary: 'Whether the caller is a Verified Teacher, and their latest verification request',
        response: { 200: myVerificationSchema, ...signedInErrorResponses },
      },
    },
    async (request) => myVerification(db, currentUser(request).userId),
  );

  app.get(
    '/verification-documents/:id',
    {
      schema: {
        tags,
        summary: "A verification request's document (its tutor and administrators only; 404 for anyone else)",
        params: idParamsSchema,
        produces: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'],
        response: {
          200: z.any().describe('The document as uploaded (PDF, PNG, JPEG or WebP)'),
          ...signedInErrorResponses,
          404: detailErrorSchema.describe('No such request, or not yours'),
        },
      },
    },
    async (request, reply) => {
      const document = await documentFor(db, dir, parseId(request.params.id), currentUser(request).userId);
      return reply
        .header('content-type', document.type)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(document.content);
    },
  );
};
