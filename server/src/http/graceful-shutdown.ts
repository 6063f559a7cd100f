import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../db/database';

const SHUTDOWN_TIMEOUT_MS = 10_000;

export interface ServerResources {
  app: FastifyInstance;
  database: DatabaseHandle;
  redis?: Redis;
}

/** Stops taking requests and lets in-flight ones finish, then closes the database, then Redis. */
export async function closeServer({ app, database, redis }: ServerResources): Promise<void> {
  await app.close();
  await database.close();
  if (redis) await redis.quit().catch(() => redis.disconnect());
}

/** On SIGINT/SIGTERM run `stop` once; a second signal or a hung shutdown exits at once. */
export function exitOnSignals(stop: () => Promise<void>, log: FastifyBaseLogger): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'Second signal received, exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'Shutting down');
    setTimeout(() => {
      log.error('Shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
