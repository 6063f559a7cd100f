import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../db/database';

const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Whether the instance is stopping: readiness (`/api/ready`) answers 503 from then on. */
export interface Draining {
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Draining;
  }
}

/**
 * The readiness flag, and while it reads "draining" every response asks its client (a proxy's
 * keep-alive pool, mostly) to close the connection after it: by the time the instance stops
 * listening no proxy still holds an idle connection to it, which it could otherwise pick for a
 * request in the very moment the instance closes it (a POST it may not retry elsewhere).
 */
export function registerDraining(app: FastifyInstance): void {
  app.decorate('readiness', { draining: false });
  app.addHook('onRequest', async (_request, reply) => {
    if (app.readiness.draining) reply.header('connection', 'close');
  });
}

export interface ServerResources {
  app: FastifyInstance;
  database: DatabaseHandle;
  redis?: Redis;
  /** How long readiness reads false before the instance stops taking requests (load balancers look every few seconds). */
  drainMs?: number;
}

/**
 * Readiness turns false first (and stays so for `drainMs`, while requests still come in), then the
 * instance stops taking connections, finishes the requests in flight and closes its sockets with
 * "going away", then closes the database, then Redis.
 */
export async function closeServer({ app, database, redis, drainMs = 0 }: ServerResources): Promise<void> {
  app.readiness.draining = true;
  if (drainMs > 0) {
    // Idle keep-alive connections would not learn of the drain from a response: close them now.
    app.server.closeIdleConnections();
    await new Promise((resolve) => setTimeout(resolve, drainMs));
  }
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
