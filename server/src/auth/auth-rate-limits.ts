import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { findUserByLogin } from '../users/users.repository';
import { authErrors } from './auth-errors';

const WINDOW_MS = 15 * 60 * 1000;

export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

type KeyOf = (request: FastifyRequest) => string | undefined | Promise<string | undefined>;

/**
 * A hook allowing `max` calls per 15 minutes per key, answering 429 with the client's wording
 * beyond that. Counters live where the app's rate limits live (Redis when configured). Built on
 * createRateLimit rather than route config because a route needs two limits, per address and
 * per account, and the plugin runs only one route limiter per request.
 */
function limiter(app: FastifyInstance, name: string, keyOf: KeyOf, max: number): RateLimitHook {
  const keys = new WeakMap<FastifyRequest, string>();
  const count = app.createRateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: (request) => `${name}:${keys.get(request)}` });
  return async (request, reply) => {
    const key = await keyOf(request);
    if (key === undefined) return;
    keys.set(request, key);
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw authErrors.throttled();
  };
}

/** Per client address: runs as an onRequest hook, before the body is even read. */
const perAddress = (app: FastifyInstance, name: string, max: number) =>
  limiter(app, `${name}:ip`, (request) => request.ip, max);

/** Per e-mail address of the validated body: runs as a preHandler. */
const perEmail = (app: FastifyInstance, name: string, max: number) =>
  limiter(app, `${name}:email`, (request) => bodyField(request.body, 'email'), max);

/** Per account of a login, whether it is named by username or by e-mail (unknown ones by the name given). */
const perLoginAccount = (app: FastifyInstance, db: Kysely<Database>, max: number) =>
  limiter(
    app,
    'login:account',
    async (request) => {
      const login = bodyField(request.body, 'username');
      if (login === undefined) return undefined;
      const user = await findUserByLogin(db, login);
      return user ? `user:${user.id}` : `name:${login}`;
    },
    max,
  );

/** Per signed-in user: runs as a preHandler, after `authenticate`. */
const perUser = (app: FastifyInstance, name: string, max: number) =>
  limiter(app, `${name}:user`, (request) => (request.user ? String(request.user.userId) : undefined), max);

/**
 * The throttles of the accounts API, made once per app so that routes doing the same thing
 * (two ways to send a code, two ways to check one) share their counters.
 */
export function createAccountLimits(app: FastifyInstance, db: Kysely<Database>, max: number) {
  const byEmail = (name: string) => ({ onRequest: perAddress(app, name, max), preHandler: perEmail(app, name, max) });
  return {
    sendCode: byEmail('send-code'),
    checkCode: byEmail('check-code'),
    login: { onRequest: perAddress(app, 'login', max), preHandler: perLoginAccount(app, db, max) },
    link: { onRequest: perAddress(app, 'link', max) },
    // Every Google sign-in of a household or an office comes from one address.
    google: { onRequest: perAddress(app, 'google', 3 * max) },
    // Signed-in calls: authenticate runs first (onRequest), then the per-user count.
    password: { onRequest: app.authenticate, preHandler: perUser(app, 'change-password', max) },
    phoneCode: { onRequest: app.authenticate, preHandler: perUser(app, 'phone-code', max) },
  };
}

export type AccountLimits = ReturnType<typeof createAccountLimits>;

function bodyField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value: unknown = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
}
