import { Redis } from 'ioredis';

/**
 * The Redis connection shared by rate limiting (and later WebSocket fan-out). Commands fail
 * after one retry, or after a second without an answer (a Redis that hangs rather than
 * refuses), instead of queueing forever, so callers with a fallback can use it.
 */
export function createRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 5_000, commandTimeout: 1_000 });
}
