// Access: signed-in (every route).
import { AUTH_MESSAGES } from '@tutorium/shared/contracts';
import { detailErrorSchema, phoneReplySchema, phoneSendRequestSchema, phoneVerifyRequestSchema } from '@tutorium/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsDeps } from '../auth/accounts-deps';
import type { AccountLimits } from '../auth/auth-rate-limits';
import { currentUser, declareAccess } from '../core/access';
import { commonErrorResponses } from '../http/response-schemas';
import { toUserReply } from '../users/user.serializer';
import { createPhoneSender } from './create-phone-sender';
import { sendPhoneCode, verifyPhoneCode } from './phone-verification.service';

const tags = ['phone'];
const responses = { 200: phoneReplySchema, ...commonErrorResponses, 401: detailErrorSchema.describe('Not signed in') };

/** Phone verification by a code over WhatsApp (spec section 7 "Phone verification"). */
export const phoneRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps; limits: AccountLimits }> = async (app, { deps, limits }) => {
  declareAccess(app, 'signed-in');
  const sender = createPhoneSender(deps.config, deps.db);

  app.post(
    '/whatsapp/send/',
    {
      schema: { tags, summary: 'Send a code to a phone number', body: phoneSendRequestSchema, response: { ...responses, 502: detailErrorSchema } },
      ...limits.phoneSend,
    },
    async (request) => {
      await sendPhoneCode(deps, sender, currentUser(request).userId, request.body.phone_number);
      return { status: 'success' as const, detail: AUTH_MESSAGES.phoneCodeSent };
    },
  );

  app.post(
    '/whatsapp/verify/',
    { schema: { tags, summary: 'Verify the number with the code', body: phoneVerifyRequestSchema, response: responses }, ...limits.phoneCode },
    async (request) => {
      const user = await verifyPhoneCode(deps, currentUser(request).userId, request.body.otp);
      return { status: 'success' as const, detail: AUTH_MESSAGES.phoneVerified, user: toUserReply(user) };
    },
  );
};
