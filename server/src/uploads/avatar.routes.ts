// Access: signed-in (every route).
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import { ERROR_CODES, PROFILE_PICTURE_MAX_BYTES } from '@tutorium/shared/contracts';
import { detailErrorSchema, uploadPictureReplySchema } from '@tutorium/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { currentUser, declareAccess } from '../core/access';
import type { Config } from '../config/config';
import type { Database } from '../db/database.types';
import { DomainError, FieldValidationError } from '../core/errors';
import { commonErrorResponses } from '../http/response-schemas';
import { avatarUrl } from '../users/user.serializer';
import { ensureAvatarsDir } from './avatar-storage';
import { invalidPicture, PICTURE_FIELD, replaceAvatar } from './avatar.service';

const notMultipart = () =>
  new DomainError(415, ERROR_CODES.unsupportedMediaType, `Send the picture as multipart/form-data in the field ${PICTURE_FIELD}.`);
const malformed = () => new DomainError(400, ERROR_CODES.parseError, 'Malformed multipart body.');

// Errors of parsing the upload are the client's: too big becomes the field's message, too many
// parts keep their 413, anything the parser chokes on is a 400, never a 500.
function uploadError(error: unknown): Error {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return invalidPicture();
  if (error instanceof Error && typeof (error as { statusCode?: unknown }).statusCode === 'number') return error;
  return malformed();
}

async function readPicture(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw notMultipart();
  let file: MultipartFile | undefined;
  try {
    file = await request.file();
    if (file?.fieldname !== PICTURE_FIELD) {
      file?.file.resume();
      throw new FieldValidationError({ [PICTURE_FIELD]: ['No file was submitted.'] });
    }
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof FieldValidationError) throw error;
    throw uploadError(error);
  }
}

/** POST /api/users/upload_dp/: a new avatar (multipart field profile_picture). */
export const avatarRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; config: Config }> = async (app, { db, config }) => {
  declareAccess(app, 'signed-in');
  const dir = await ensureAvatarsDir(config.uploadsDir);
  // Registered here only: every other route keeps refusing multipart bodies (415).
  await app.register(fastifyMultipart, {
    limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 100 },
  });

  app.post(
    '/users/upload_dp/',
    {
      schema: {
        tags: ['users'],
        summary: 'Upload a new profile picture (JPEG, PNG or WebP, up to 2 MB)',
        consumes: ['multipart/form-data'],
        response: {
          200: uploadPictureReplySchema,
          ...commonErrorResponses,
          401: detailErrorSchema.describe('Not signed in'),
          413: detailErrorSchema,
          415: detailErrorSchema,
        },
      },
    },
    async (request) => {
      const content = await readPicture(request);
      const name = await replaceAvatar({ db, dir, log: request.log }, currentUser(request).userId, content);
      return { profile_picture_url: avatarUrl(name) };
    },
  );
};
