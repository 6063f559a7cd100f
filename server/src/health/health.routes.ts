// Access: public.
import type { Health, Readiness } from '@tutorium/shared/contracts';
import { healthSchema, readinessSchema } from '@tutorium/shared/schemas';
import type { Redis } from 'ioredis';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareAccess } from '../core/access';
import { APP_VERSION } from '../config/version';
import type { DatabaseHandle } from '../db/database';
import { pendingMigrations } from '../db/migrate';
import type { Draining } from '../http/graceful-shutdown';
import { commonErrorResponses } from '../http/response-schemas';
import { answersInTime, isDatabaseReachable } from './health.repository';

// Load balancers give up after a few seconds; answering "degraded" beats not answering.
const DATABASE_PROBE_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; redis?: Redis; state: Draining }> = async (app, { database, redis, state }) => {
  declareAccess(app, 'public');

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: database and Redis reachable, migrations current, not stopping (503 otherwise)',
        response: { 200: readinessSchema.describe('Send traffic here'), 503: readinessSchema.describe('Do not send traffic here'), 429: commonErrorResponses[429], 500: commonErrorResponses[500] },
      },
    },
    async (_request, reply) => {
      const databaseOk = await isDatabaseReachable(database.db, DATABASE_PROBE_TIMEOUT_MS);
      const migrations = databaseOk && (await pendingMigrations(database.db).then((pending) => pending.length === 0, () => false));
      const redisOk = redis ? await answersInTime(redis.ping().then((answer) => answer === 'PONG'), DATABASE_PROBE_TIMEOUT_MS) : null;
      const readiness: Readiness = { database: databaseOk, redis: redisOk, migrations, draining: state.draining, ready: false };
      readiness.ready = databaseOk && migrations && redisOk !== false && !state.draining;
      return reply.code(readiness.ready ? 200 : 503).send(readiness);
    },
  );

  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: {
          200: healthSchema.describe('Everything works'),
          503: healthSchema.describe('The database is unreachable'),
          429: commonErrorResponses[429],
          500: commonErrorResponses[500],
        },
      },
    },
    async (_request, reply) => {
      const ok = await isDatabaseReachable(database.db, DATABASE_PROBE_TIMEOUT_MS);
      const health: Health = { status: ok ? 'ok' : 'degraded', database: { ok, driver: database.driver }, version: APP_VERSION };
      return reply.code(ok ? 200 : 503).send(health);
    },
  );
};
