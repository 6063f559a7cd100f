import type { Redis } from 'ioredis';

/**
 * An account's frame budget across every instance: frames per account per second, counted in
 * Redis (one fixed one-second window per account). Each instance also applies its own token
 * bucket first, so bursts are smoothed locally and this bounds what several instances allow
 * together. Redis being unreachable does not stop the chat: the local budget still applies.
 */
export type SharedFrameBudget = (userId: number) => Promise<boolean>;

export function createSharedFrameBudget(redis: Redis, options: { prefix: string; perSecond: number; onError: (error: Error) => void }): SharedFrameBudget {
  return async (userId) => {
    const key = `${options.prefix}${userId}:${Math.floor(Date.now() / 1000)}`;
    try {
      const replies = await redis.multi().incr(key).expire(key, 2).exec();
      const count = Number(replies?.[0]?.[1] ?? 0);
      return count <= options.perSecond;
    } catch (error) {
      options.onError(error as Error);
      return true;
    }
  };
}
