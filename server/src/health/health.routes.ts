// Access: public.
import type { Health } from '@tutorium/shared/contracts';
import { healthSchema } from '@tutorium/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareAccess } from '../core/access';
import { APP_VERSION } from '../config/version';
import type { DatabaseHandle } from '../db/database';
import { commonErrorResponses } from '../http/response-schemas';
import { isDatabaseReachable } from './health.repository';

// Load balancers give up after a few seconds; answering "degraded" beats not answering.
const DATABASE_PROBE_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  declareAccess(app, 'public');
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
