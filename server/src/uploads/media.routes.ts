// Access: public (avatars are shown to everyone).
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { declareAccess } from '../core/access';
import type { Config } from '../config/config';
import { IMMUTABLE } from '../static/cache-policy';
import { AVATAR_URL_PREFIX } from '../users/user.serializer';
import { AVATAR_FILE_NAME, ensureAvatarsDir } from './avatar-storage';

/** Uploaded avatars at /media/avatars/<name>: a name is never reused, so browsers may cache it for good. */
export async function mediaRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  declareAccess(app, 'public');
  await app.register(fastifyStatic, {
    root: await ensureAvatarsDir(config.uploadsDir),
    prefix: AVATAR_URL_PREFIX,
    decorateReply: false,
    cacheControl: false,
    dotfiles: 'deny',
    // Only names we generated; no directory listing, no other file of the folder.
    allowedPath: (path) => AVATAR_FILE_NAME.test(path.replace(/^\//, '')),
    setHeaders: (response) => {
      response.setHeader('cache-control', IMMUTABLE);
      response.setHeader('x-content-type-options', 'nosniff');
    },
  });
}
