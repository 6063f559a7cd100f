// Access: signed-in (every route).
import { contactInfoRequestSchema, detailErrorSchema, editProfileRequestSchema, userSchema } from '@tutorium/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { currentUser, declareAccess } from '../core/access';
import type { Database } from '../db/database.types';
import { commonErrorResponses } from '../http/response-schemas';
import { editProfile, loadCurrentUser } from './profile.service';
import { toUserReply } from './user.serializer';

const tags = ['users'];
const responses = { 200: userSchema, ...commonErrorResponses, 401: detailErrorSchema.describe('Not signed in') };

/** The signed-in user's profile, under the paths the spec's screens use (spec section 7). */
export const profileRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  declareAccess(app, 'signed-in');

  for (const url of ['/users/me/', '/auth/user/']) {
    app.get(url, { schema: { tags, summary: 'The signed-in user', response: responses } }, async (request) =>
      toUserReply(await loadCurrentUser(db, currentUser(request).userId)),
    );
  }

  const edit = { tags, summary: 'Change profile fields (absent fields stay, null clears)', body: editProfileRequestSchema, response: responses };
  app.patch('/auth/user/', { schema: edit }, async (request) =>
    toUserReply(await editProfile(db, currentUser(request).userId, request.body)),
  );
  app.post('/users/edit_profile/', { schema: edit }, async (request) =>
    toUserReply(await editProfile(db, currentUser(request).userId, request.body)),
  );

  app.patch(
    '/auth/contact-info/',
    { schema: { tags, summary: 'Change phone number and location', body: contactInfoRequestSchema, response: responses } },
    async (request) => toUserReply(await editProfile(db, currentUser(request).userId, request.body)),
  );
};
