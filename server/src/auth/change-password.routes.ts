// Access: signed-in (every route).
import { AUTH_MESSAGES } from '@tutorium/shared/contracts';
import { changePasswordRequestSchema, detailErrorSchema, detailReplySchema } from '@tutorium/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsDeps } from './accounts-deps';
import type { AccountLimits } from './auth-rate-limits';
import { currentUser, declareAccess } from '../core/access';
import { commonErrorResponses } from '../http/response-schemas';
import { changePassword } from './password-change.service';

/** Change password (both paths of the spec): the current password, then the new one. */
export const changePasswordRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps; limits: AccountLimits }> = async (
  app,
  { deps, limits },
) => {
  declareAccess(app, 'signed-in');
  const schema = {
    tags: ['users'],
    summary: 'Change the password; other logins end',
    body: changePasswordRequestSchema,
    response: { 200: detailReplySchema, ...commonErrorResponses, 401: detailErrorSchema.describe('Not signed in') },
  };
  for (const url of ['/auth/change-password/', '/users/change_password/']) {
    app.post(url, { schema, ...limits.password }, async (request) => {
      await changePassword(deps, currentUser(request), request.body.old_password, request.body.new_password);
      return { success: true as const, detail: AUTH_MESSAGES.passwordUpdated };
    });
  }
};
