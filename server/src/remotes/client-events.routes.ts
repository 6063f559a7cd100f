// Access: public (browsers report their remotes' health before and after signing in; no caller is read).
import { CLIENT_EVENTS_MAX_BATCH, CLIENT_EVENTS_MAX_BYTES, CLIENT_EVENTS_PATH, ERROR_CODES, REMOTE_NAMES, type ClientEvent } from '@tutorium/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config/config';
import { declareAccess } from '../core/access';
import { addressKey } from '../core/client-address';
import { DomainError } from '../core/errors';
import type { Database } from '../db/database.types';
import { detailErrorSchema } from '@tutorium/shared/schemas';
import { commonErrorResponses } from '../http/response-schemas';
import { ClientEventSampler, clientKeyOf, recordClientEvents } from './client-events.service';

const MAX_LCP_MS = 3_600_000;

const common = {
  remote: z.enum(REMOTE_NAMES),
  build: z.string().max(1000),
  viewId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'must be 1 to 64 letters, digits, - or _' }),
};
// Browsers send at most 300 and 2000 characters (cut again when stored); longer is not a browser's.
const message = z.string().max(1000);
const clientEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('view'), ...common, lcpMs: z.number().min(0).max(MAX_LCP_MS).optional() }),
  z.object({ kind: z.literal('load-failure'), ...common, message }),
  z.object({ kind: z.literal('render-error'), ...common, message, componentStack: z.string().max(4000).optional() }),
]) satisfies z.ZodType<ClientEvent>;

const batchSchema = z.object({ events: z.array(clientEventSchema).max(CLIENT_EVENTS_MAX_BATCH) });

export interface ClientEventsRoutesOptions {
  db: Kysely<Database>;
  config: Pick<Config, 'clientEvents' | 'jwtSecret'>;
}

/**
 * POST /api/client-events/: page views, load failures and render errors of the remotes, per build.
 * Bodies are small (16 KB) JSON, from this site's own pages only, rate-limited per address, sampled
 * when this instance is busy, scrubbed before they are stored with a keyed hash of the address. JSON only, and a cross-site request
 * refused: reports decide whether a canary is rolled back, so another site's pages must not be able
 * to send them from their visitors' browsers (a text/plain beacon would reach us without asking).
 */
export const clientEventsRoutes: FastifyPluginAsyncZod<ClientEventsRoutesOptions> = async (app, { db, config }) => {
  declareAccess(app, 'public');
  app.addHook('onRequest', async (request) => {
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      throw new DomainError(403, ERROR_CODES.permissionDenied, "Reports are taken from this site's own pages only.");
    }
  });
  const sampler = new ClientEventSampler(config.clientEvents.sampleAbovePerSecond);

  app.post(
    CLIENT_EVENTS_PATH.replace(/^\/api/, ''),
    {
      bodyLimit: CLIENT_EVENTS_MAX_BYTES,
      config: { rateLimit: { max: config.clientEvents.rateLimitMax, timeWindow: 60_000 } },
      schema: {
        tags: ['system'],
        summary: "Report remotes' page views, load failures and render errors (browsers' health reports)",
        body: batchSchema,
        response: {
          202: z.object({ accepted: z.number().int() }),
          400: commonErrorResponses[400],
          403: detailErrorSchema.describe("Sent from another site's page"),
          413: detailErrorSchema.describe('Body over 16 KB'),
          415: detailErrorSchema.describe('Not JSON'),
          429: commonErrorResponses[429],
        },
      },
    },
    async (request, reply) => {
      // The client as per-address limits count it (behind TRUST_PROXY hops of proxies; an IPv6 /64 as one).
      await recordClientEvents(db, sampler, request.body.events, clientKeyOf(addressKey(request.ip), config.jwtSecret));
      return reply.code(202).send({ accepted: request.body.events.length });
    },
  );
};
