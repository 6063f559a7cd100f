import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { MemoryFailureCounter, type FailureCounter, type Tally } from './failure-counter';

const NAMESPACE = 'tutorium:auth-failures:';

// INCR and the window's expiry in one step, so a crash between them cannot leave a key that never expires.
const ADD_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;
const REMOVE_SCRIPT = `if redis.call('GET', KEYS[1]) and tonumber(redis.call('GET', KEYS[1])) > 0 then redis.call('DECR', KEYS[1]) end`;

/**
 * Counters shared by every instance through Redis. When Redis fails, counting goes on in this
 * process (fails closed): an outage must not turn the login limits off.
 */
export class RedisFailureCounter implements FailureCounter {
  readonly #fallback = new MemoryFailureCounter();
  #failing = false;

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {}

  add(key: string, windowMs: number): Promise<Tally> {
    return this.#withFallback(
      async () => {
        const [count, ttl] = (await this.redis.eval(ADD_SCRIPT, 1, NAMESPACE + key, windowMs)) as [number, number];
        return { count, resetMs: ttl > 0 ? ttl : windowMs };
      },
      () => this.#fallback.add(key, windowMs),
    );
  }

  remove(key: string): Promise<void> {
    return this.#withFallback(
      async () => void (await this.redis.eval(REMOVE_SCRIPT, 1, NAMESPACE + key)),
      () => this.#fallback.remove(key),
    );
  }

  reset(key: string): Promise<void> {
    return this.#withFallback(
      async () => void (await this.redis.del(NAMESPACE + key)),
      () => this.#fallback.reset(key),
    );
  }

  async #withFallback<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      const result = await shared();
      if (this.#failing) this.log.info('Redis is back: login and code limits are shared again');
      this.#failing = false;
      return result;
    } catch (error) {
      if (!this.#failing) this.log.error({ err: error }, 'Redis failed: login and code limits count in this process until it is back');
      this.#failing = true;
      return local();
    }
  }
}
