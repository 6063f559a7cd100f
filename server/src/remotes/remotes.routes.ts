// Access: public (the shell asks which remote builds to load before anyone signs in).
import { BUCKET_QUERY, CANARY_QUERY, REMOTE_OVERRIDES_HEADER, type RemoteName } from '@tutorium/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declareAccess } from '../core/access';
import type { Config } from '../config/config';
import { commonErrorResponses } from '../http/response-schemas';
import { parseBucket, parseForcedCanaries, resolveRemotesManifest } from './remotes.service';

const remotesManifestSchema = z
  .object({
    auth: z.string(),
    tutors: z.string(),
    jobs: z.string(),
    gigs: z.string(),
    chat: z.string(),
    payments: z.string(),
    admin: z.string(),
  } satisfies Record<RemoteName, z.ZodString>)
  .describe('Remote name -> URL of its mf-manifest.json');

export interface RemotesRoutesOptions {
  config: Config;
  /** Whether a canary was rolled back (by any instance): it is then never served. */
  isRolledBack?: (remote: RemoteName, id: string) => boolean;
}

// Lenient on purpose: a missing or odd bucket means "no canary", never an error page for the shell.
const remotesQuerySchema = z.object({
  [BUCKET_QUERY]: z.unknown().optional().describe("The browser's stable bucket, 0 to 99: a canary at N % is served to buckets below N"),
  [CANARY_QUERY]: z.unknown().optional().describe('Remotes whose canary QA forces, comma-separated (REMOTE_OVERRIDES=1 only)'),
});

export const remotesRoutes: FastifyPluginAsyncZod<RemotesRoutesOptions> = async (app, { config, isRolledBack }) => {
  declareAccess(app, 'public');
  app.get(
    '/remotes.json',
    {
      schema: {
        tags: ['system'],
        summary: 'Where the shell finds each micro-frontend (read at every page load), per bucket when a canary runs',
        querystring: remotesQuerySchema,
        response: { 200: remotesManifestSchema, 500: commonErrorResponses[500] },
      },
    },
    async (request, reply) => {
      // The shell must see a release or rollback on its next load, never a cached answer. The
      // answer depends on the URL only (its bucket and canary query), so a cache keyed by URL
      // never hands one bucket's builds to another.
      reply.header('cache-control', 'no-cache');
      // Tells the shell it may apply the browser's own remote overrides (REMOTE_OVERRIDES=1).
      if (config.remoteOverrides) reply.header(REMOTE_OVERRIDES_HEADER, 'on');
      const query = request.query as Record<string, unknown>;
      return resolveRemotesManifest(
        config,
        request.log,
        { bucket: parseBucket(query[BUCKET_QUERY]), forcedCanaries: parseForcedCanaries(query[CANARY_QUERY]) },
        isRolledBack,
      );
    },
  );
};
