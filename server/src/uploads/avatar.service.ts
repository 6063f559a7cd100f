import { PROFILE_PICTURE_MAX_BYTES } from '@tutorium/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { inTransaction } from '../db/transaction';
import { FieldValidationError, sessionErrors } from '../core/errors';
import { lockProfilePicture, updateUser } from '../users/users.repository';
import { removeAvatar, storeAvatar } from './avatar-storage';
import { stripImageMetadata } from './image-metadata';
import { detectImageType } from './image-type';

export const PICTURE_FIELD = 'profile_picture';
export const invalidPicture = () =>
  new FieldValidationError({
    [PICTURE_FIELD]: [`Upload a JPEG, PNG or WebP image up to ${PROFILE_PICTURE_MAX_BYTES / 1024 / 1024} MB.`],
  });

/**
 * Stores a new avatar and points the user at it; the old file goes once the database no
 * longer names it, and the new one goes again if the database update fails.
 */
export async function replaceAvatar(
  deps: { db: Kysely<Database>; dir: string; log: FastifyBaseLogger },
  userId: number,
  content: Buffer,
): Promise<string> {
  const extension = detectImageType(content);
  if (!extension || content.length > PROFILE_PICTURE_MAX_BYTES) throw invalidPicture();
  // Avatars are public: where and when the photo was taken (EXIF GPS) never leaves the upload.
  const picture = stripImageMetadata(content, extension);
  if (!picture) throw invalidPicture();
  const name = await storeAvatar(deps.dir, picture, extension);
  let previous: string | null;
  try {
    previous = await inTransaction(deps.db, async (trx) => {
      const current = await lockProfilePicture(trx, userId);
      if (!current) throw sessionErrors.tokenInvalid();
      await updateUser(trx, userId, { profile_picture: name });
      return current.profile_picture;
    });
  } catch (error) {
    await removeAvatar(deps.dir, name);
    throw error;
  }
  if (previous !== null) {
    await removeAvatar(deps.dir, previous).catch((error: unknown) => deps.log.warn({ err: error }, 'Old avatar not removed'));
  }
  return name;
}
