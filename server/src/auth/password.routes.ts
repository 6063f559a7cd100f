// Access: public (a forgotten password is reset without a session).
import { AUTH_MESSAGES } from '@tutorium/shared/contracts';
import {
  detailReplySchema,
  passwordResetConfirmRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '@tutorium/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareAccess } from '../core/access';
import { commonErrorResponses } from '../http/response-schemas';
import type { AccountsDeps } from './accounts-deps';
import type { AccountLimits } from './auth-rate-limits';
import { resetPasswordWithCode, resetPasswordWithLink, verifyEmail } from './password-reset.service';

const tags = ['auth'];
const responses = { 200: detailReplySchema, ...commonErrorResponses };

/** Password reset (by code or by link) and e-mail confirmation: nothing here needs a login. */
export const passwordRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps; limits: AccountLimits }> = async (app, { deps, limits }) => {
  declareAccess(app, 'public');
  app.post(
    '/auth/reset-password/',
    { schema: { tags, summary: 'Set a new password with the e-mailed code', body: resetPasswordRequestSchema, response: responses }, ...limits.checkCode },
    async (request) => {
      await resetPasswordWithCode(deps, request.body.email, request.body.otp, request.body.new_password);
      return { success: true as const, detail: AUTH_MESSAGES.passwordReset };
    },
  );

  app.post(
    '/auth/password-reset-confirm/',
    {
      schema: { tags, summary: 'Set a new password with the e-mailed link', body: passwordResetConfirmRequestSchema, response: responses },
      ...limits.link,
    },
    async (request) => {
      await resetPasswordWithLink(deps, request.body.uid, request.body.token, request.body.new_password);
      return { success: true as const, detail: AUTH_MESSAGES.passwordReset };
    },
  );

  app.post(
    '/auth/verify-email/',
    { schema: { tags, summary: 'Confirm the e-mail address with the welcome link', body: verifyEmailRequestSchema, response: responses }, ...limits.link },
    async (request) => {
      await verifyEmail(deps, request.body.uid, request.body.token);
      return { success: true as const, detail: AUTH_MESSAGES.emailVerified };
    },
  );
};
