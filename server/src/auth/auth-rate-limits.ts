import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Config } from '../config/config';
import type { Database } from '../db/database.types';
import { addressKey } from '../core/client-address';
import { DatabaseFailureCounter } from '../throttle/database-failure-counter';
import { MemoryFailureCounter, type FailureCounter } from '../throttle/failure-counter';
import { RedisFailureCounter } from '../throttle/redis-failure-counter';
import { findUserByLogin } from '../users/users.repository';
import { authErrors } from './auth-errors';
import { knownDeviceOf } from './device-cookie';

const WINDOW_MS = 15 * 60 * 1000;
// Replies that mean a wrong password or code (or a refusal for too many): the attempt stays counted.
const FAILURE_STATUSES = new Set([400, 401, 403, 429]);

type KeyOf = (request: FastifyRequest) => string | undefined | Promise<string | undefined>;

interface Limit {
  name: string;
  max: number;
  counter: FailureCounter;
  /** 'failures': an attempt that did not fail is given back; 'every-call': each call counts (a code sent costs a message). */
  counts: 'failures' | 'every-call';
  /** A success forgets the key's earlier failures (an account's owner got in). */
  resetOnSuccess: boolean;
  keyOf: KeyOf;
}

export interface AuthCounters {
  /** Per client address: shared through Redis when configured (in-process when it fails), else in-process. */
  address: FailureCounter;
  /** Per account: in the database, shared by every instance and never evicted. */
  account: FailureCounter;
}

export function createAuthCounters(db: Kysely<Database>, log: FastifyBaseLogger, redis?: Redis): AuthCounters {
  return {
    address: redis ? new RedisFailureCounter(redis, log) : new MemoryFailureCounter(),
    account: new DatabaseFailureCounter(db),
  };
}

/**
 * Route hooks for a set of limits: preHandler counts the attempt under every limit (answering 429
 * with the client's wording when one is over), onSend settles the count by the reply's status.
 * Counting first means parallel guesses each take a place; settling gives back what did not fail.
 */
function limitHooks(log: FastifyBaseLogger, limits: Limit[]) {
  const taken = new WeakMap<FastifyRequest, Array<{ limit: Limit; key: string }>>();
  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const mine: Array<{ limit: Limit; key: string }> = [];
      taken.set(request, mine);
      for (const limit of limits) {
        const name = await limit.keyOf(request);
        if (name === undefined) continue;
        const key = `${limit.name}:${name}`;
        const tally = await limit.counter.add(key, WINDOW_MS);
        mine.push({ limit, key });
        if (tally.count > limit.max) {
          reply.header('retry-after', String(Math.max(1, Math.ceil(tally.resetMs / 1000))));
          throw authErrors.throttled();
        }
      }
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const status = reply.statusCode;
      const settled = (taken.get(request) ?? []).map(({ limit, key }) => {
        if (limit.counts === 'every-call' || FAILURE_STATUSES.has(status)) return undefined;
        return status < 300 && limit.resetOnSuccess ? limit.counter.reset(key) : limit.counter.remove(key);
      });
      await Promise.all(settled).catch((error: unknown) => log.error({ err: error }, 'Settling a rate-limit count failed'));
      return payload;
    },
  };
}

/**
 * The throttles of the accounts API, made once per app so that routes doing the same thing
 * (two ways to send a code, two ways to check one) share their counters. Per address: a
 * generous ceiling of failures (a school's router carries a whole class). Per account: a tight
 * limit of failures that a success resets, where the owner's known devices count on their own.
 */
export function createAccountLimits(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; config: Pick<Config, 'authRateLimitMax' | 'authAddressRateLimitMax'>; deviceKey: Buffer },
  counters: AuthCounters,
) {
  const { db, config, deviceKey } = deps;
  const hooks = (...limits: Limit[]) => limitHooks(app.log, limits);
  const perAddress = (name: string, counts: Limit['counts']): Limit => ({
    name: `${name}:ip`,
    max: config.authAddressRateLimitMax,
    counter: counters.address,
    counts,
    resetOnSuccess: false,
    keyOf: (request) => addressKey(request.ip),
  });
  const perUser = (name: string, counts: Limit['counts']): Limit => ({
    name: `${name}:user`,
    max: config.authRateLimitMax,
    counter: counters.account,
    counts,
    resetOnSuccess: true,
    keyOf: (request) => (request.user ? String(request.user.userId) : undefined),
  });
  // Named by username or e-mail, the account is one key either way; unknown names count by the name given.
  const perLoginAccount: Limit = {
    name: 'login:account',
    max: config.authRateLimitMax,
    counter: counters.account,
    counts: 'failures',
    resetOnSuccess: true,
    keyOf: async (request) => {
      const login = bodyField(request.body, 'username');
      if (login === undefined) return undefined;
      const user = await findUserByLogin(db, login);
      if (!user) return `name:${login}`;
      const device = knownDeviceOf(request, deviceKey, user.id);
      return device === undefined ? `user:${user.id}` : `user:${user.id}:device:${device}`;
    },
  };
  return {
    sendCode: hooks(perAddress('send-code', 'every-call')),
    // A code is its own per-account limit: OTP_MAX_ATTEMPTS tries, and a new one only after the resend cooldown.
    checkCode: hooks(perAddress('check-code', 'failures')),
    login: hooks(perAddress('login', 'failures'), perLoginAccount),
    link: hooks(perAddress('link', 'failures')),
    google: hooks(perAddress('google', 'failures')),
    // Signed-in calls (their plugins declare it): the access check has named the caller before the count.
    password: hooks(perUser('change-password', 'failures')),
    phoneCode: hooks(perUser('phone-code', 'failures')),
    phoneSend: hooks(perUser('phone-send', 'every-call')),
  };
}

export type AccountLimits = ReturnType<typeof createAccountLimits>;

function bodyField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value: unknown = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
}
