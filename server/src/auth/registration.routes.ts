// Access: public (sign-up and its codes, for visitors).
import { AUTH_MESSAGES } from '@tutorium/shared/contracts';
import {
  detailErrorSchema,
  detailReplySchema,
  registrationDataSchema,
  sendOtpRequestSchema,
  verifyOtpRequestSchema,
} from '@tutorium/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareAccess } from '../core/access';
import { FieldValidationError } from '../core/errors';
import { commonErrorResponses } from '../http/response-schemas';
import { checkOtp } from '../otp/otp.service';
import type { AccountsDeps } from './accounts-deps';
import type { AccountLimits } from './auth-rate-limits';
import { startPasswordReset } from './password-reset.service';
import { registrationValidator } from './registration-validator';
import { completeRegistration, startRegistration } from './registration.service';

const REGISTERED = 'Registration complete! You can log in now.';
const CODE_ACCEPTED = 'OTP verified.';

const sendResponses = {
  200: detailReplySchema,
  ...commonErrorResponses,
  409: detailErrorSchema.describe('The e-mail address has an account already'),
  502: detailErrorSchema.describe('The e-mail could not be sent'),
};

/** Sign-up by e-mailed code, and the first step of a password reset (spec section 7). */
export const registrationRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps; limits: AccountLimits }> = async (
  app,
  { deps, limits },
) => {
  declareAccess(app, 'public');
  const tags = ['auth'];

  app.post(
    '/auth/send-otp/',
    {
      schema: { tags, summary: 'E-mail a code: sign-up (with user_data) or password reset', body: sendOtpRequestSchema, response: sendResponses },
      validatorCompiler: registrationValidator,
      ...limits.sendCode,
    },
    async (request) => {
      const { email, purpose, user_data: registration } = request.body;
      if (purpose === 'password-reset') {
        await startPasswordReset(deps, email);
        return { success: true as const, detail: AUTH_MESSAGES.resetOtpSent };
      }
      if (!registration) throw new FieldValidationError({ user_data: ['This field is required.'] });
      await startRegistration(deps, registration);
      return { success: true as const, detail: AUTH_MESSAGES.otpSent };
    },
  );

  app.post(
    '/auth/register/',
    {
      schema: {
        tags,
        summary: 'Start a sign-up: same as send-otp with purpose register, the form as the body',
        description: 'Checks the form and e-mails a code; the account is created by verify-otp.',
        body: registrationDataSchema,
        response: sendResponses,
      },
      ...limits.sendCode,
    },
    async (request) => {
      await startRegistration(deps, request.body);
      return { success: true as const, detail: AUTH_MESSAGES.otpSent };
    },
  );

  app.post(
    '/auth/verify-otp/',
    {
      schema: {
        tags,
        summary: 'Check a code: purpose register creates the account (201); password-reset only checks it',
        body: verifyOtpRequestSchema,
        response: { 200: detailReplySchema, 201: detailReplySchema, ...commonErrorResponses },
      },
      ...limits.checkCode,
    },
    async (request, reply) => {
      const { email, otp, purpose } = request.body;
      if (purpose === 'password-reset') {
        await checkOtp(deps.db, deps.otpKey, { purpose, email }, otp);
        return { success: true as const, detail: CODE_ACCEPTED };
      }
      await completeRegistration(deps, email, otp);
      return reply.code(201).send({ success: true as const, detail: REGISTERED });
    },
  );
};
