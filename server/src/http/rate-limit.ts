import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { ERROR_CODES } from '@tutorium/shared/contracts';
import type { Redis } from 'ioredis';
import type { Config } from '../config/config';
import { DomainError } from './errors';

/** Prefix of the per-IP counters in Redis, shared by every API instance. */
export const RATE_LIMIT_NAMESPACE = 'tutorium:rate-limit:';

export function rateLimitOptions(config: Pick<Config, 'rateLimit'>, redis?: Redis): RateLimitPluginOptions {
  return {
    global: true,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    // With Redis the counters are shared, so N instances still allow max requests per IP in total.
    redis,
    nameSpace: RATE_LIMIT_NAMESPACE,
    // A Redis outage must not take the whole API down with it: requests then pass unthrottled.
    skipOnError: true,
    errorResponseBuilder: () => new DomainError(429, ERROR_CODES.throttled, 'Request was throttled.'),
  };
}
