import { Redis } from 'ioredis';

/**
 * The Redis connection shared by rate limiting (and later WebSocket fan-out). Commands fail
 * after one retry instead of queueing forever, so callers with a fallback can use it.
 */
export function createRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 5_000 });
}
