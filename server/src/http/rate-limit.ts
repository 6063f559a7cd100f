import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { ERROR_CODES } from '@tutorium/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { verifyAccessToken } from '../core/access-token';
import { bearerToken } from '../core/access';
import type { Config } from '../config/config';
import { addressKey } from '../core/client-address';
import { DomainError } from '../core/errors';
import { metrics } from '../core/metrics';

/** Prefix of the per-IP counters in Redis, shared by every API instance. */
export const RATE_LIMIT_NAMESPACE = 'tutorium:rate-limit:';

/**
 * Whom a request counts against: a signed-in user by account (a classroom behind one router is
 * thirty users, not one), anyone else by address (an IPv6 /64 is one address). Only a token that
 * verifies names an account, so a client cannot pick its key.
 */
function rateLimitKey(jwtSecret: string) {
  return async (request: FastifyRequest): Promise<string> => {
    // The access check ran first: on a route that reads tokens, the caller is known already.
    if (request.user) return `user:${request.user.userId}`;
    const token = bearerToken(request);
    const claims = token === undefined ? undefined : await verifyAccessToken(jwtSecret, token);
    return claims ? `user:${claims.userId}` : addressKey(request.ip);
  };
}

export function rateLimitOptions(config: Pick<Config, 'rateLimit' | 'jwtSecret'>, redis?: Redis): RateLimitPluginOptions {
  return {
    global: true,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    keyGenerator: rateLimitKey(config.jwtSecret),
    // With Redis the counters are shared, so N instances still allow max requests per key in total.
    redis,
    nameSpace: RATE_LIMIT_NAMESPACE,
    // A Redis outage must not take the whole API down with it: requests then pass unthrottled.
    skipOnError: true,
    errorResponseBuilder: () => new DomainError(429, ERROR_CODES.throttled, 'Request was throttled.'),
    onExceeded: () => metrics.rateLimited.inc({ scope: 'api' }),
  };
}
