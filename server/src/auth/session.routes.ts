// Access: public (login, Google sign-in, the refresh cookie and logout need no access token).
import { ERROR_CODES } from '@tutorium/shared/contracts';
import {
  authConfigReplySchema,
  detailErrorSchema,
  googleLoginRequestSchema,
  loginRequestSchema,
  refreshReplySchema,
  sessionReplySchema,
} from '@tutorium/shared/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declareAccess } from '../core/access';
import { sendError } from '../http/error-handler';
import { DomainError, sessionErrors } from '../core/errors';
import { commonErrorResponses } from '../http/response-schemas';
import { toUserReply } from '../users/user.serializer';
import type { UserRecord } from '../users/users.repository';
import type { AccountsDeps } from './accounts-deps';
import type { AccountLimits } from './auth-rate-limits';
import { setDeviceCookie } from './device-cookie';
import { createGoogleVerifier } from './google-id-token';
import { googleSignIn } from './google-login.service';
import { logIn } from './login.service';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { endSession, rotateSession, startSession } from './session.service';

const tags = ['auth'];
const unauthorized = detailErrorSchema.describe('Not signed in: wrong credentials, or no valid session');
const sessionResponses = { 200: sessionReplySchema, ...commonErrorResponses, 401: unauthorized };

/** Login, Google login, token refresh and logout: the access token in the reply, the refresh token in a cookie. */
export const sessionRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps; limits: AccountLimits }> = async (app, { deps, limits }) => {
  declareAccess(app, 'public');
  const { db, config } = deps;
  const verifyGoogleToken = config.google && createGoogleVerifier(config.google, app.log);

  async function signIn(reply: FastifyReply, user: UserRecord) {
    const tokens = await startSession(db, config.jwtSecret, user.id);
    setRefreshCookie(reply, config, tokens.refresh);
    return { access: tokens.access, user: toUserReply(user) };
  }

  app.post(
    '/auth/login/',
    { schema: { tags, summary: 'Log in with username or e-mail', body: loginRequestSchema, response: sessionResponses }, ...limits.login },
    async (request, reply) => {
      const user = await logIn(db, request.body.username, request.body.password);
      // This browser now knows the password: it keeps logging in while someone else guesses.
      setDeviceCookie(reply, config, deps.deviceKey, user.id);
      return signIn(reply, user);
    },
  );

  app.post(
    '/auth/google-login/',
    {
      schema: {
        tags,
        summary: 'Log in (or sign up as a student) with a Google ID token',
        body: googleLoginRequestSchema,
        response: { ...sessionResponses, 404: detailErrorSchema.describe('Google sign-in is off'), 502: detailErrorSchema },
      },
      ...limits.google,
    },
    async (request, reply) => {
      if (!verifyGoogleToken) throw DomainError.notFound('Google sign-in is not configured.');
      return signIn(reply, await googleSignIn(db, await verifyGoogleToken(request.body.token_id), config.welcomeGrantPoints));
    },
  );

  app.get(
    '/auth/config/',
    { schema: { tags, summary: 'What the login page offers', response: { 200: authConfigReplySchema, ...commonErrorResponses } } },
    async () => ({ google_client_id: config.google?.clientId ?? null }),
  );

  app.post(
    '/auth/token/refresh/',
    {
      schema: {
        tags,
        summary: 'A new access token from the refresh cookie (the cookie is rotated)',
        response: { 200: refreshReplySchema, ...commonErrorResponses, 401: unauthorized },
      },
    },
    async (request, reply) => {
      const token = readRefreshCookie(request);
      const outcome = token === undefined ? ({ kind: 'invalid' } as const) : await rotateSession(db, config.jwtSecret, token);
      if (outcome.kind === 'reused') request.log.warn('A rotated refresh token was replayed; its login is revoked');
      if (outcome.kind !== 'rotated') {
        clearRefreshCookie(reply, config);
        const error = sessionErrors.tokenInvalid();
        return sendError(reply, error.status, { detail: error.detail, code: ERROR_CODES.notAuthenticated });
      }
      setRefreshCookie(reply, config, outcome.tokens.refresh);
      return { access: outcome.tokens.access };
    },
  );

  app.post(
    '/auth/logout/',
    { schema: { tags, summary: 'End the login of the refresh cookie', response: { 204: z.null().describe('Logged out'), ...commonErrorResponses } } },
    async (request, reply) => {
      const token = readRefreshCookie(request);
      if (token !== undefined) await endSession(db, token);
      clearRefreshCookie(reply, config);
      return reply.code(204).send(null);
    },
  );
};
