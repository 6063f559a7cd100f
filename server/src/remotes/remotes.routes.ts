// Access: public (the shell asks which remote builds to load before anyone signs in).
import { REMOTE_OVERRIDES_HEADER, type RemoteName } from '@tutorium/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declareAccess } from '../core/access';
import type { Config } from '../config/config';
import { commonErrorResponses } from '../http/response-schemas';
import { resolveRemotesManifest } from './remotes.service';

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

export const remotesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  declareAccess(app, 'public');
  app.get(
    '/remotes.json',
    {
      schema: {
        tags: ['system'],
        summary: 'Where the shell finds each micro-frontend (read at every page load)',
        response: { 200: remotesManifestSchema, 500: commonErrorResponses[500] },
      },
    },
    async (request, reply) => {
      // The shell must see a release or rollback on its next load, never a cached answer.
      reply.header('cache-control', 'no-cache');
      // Tells the shell it may apply the browser's own remote overrides (REMOTE_OVERRIDES=1).
      if (config.remoteOverrides) reply.header(REMOTE_OVERRIDES_HEADER, 'on');
      return resolveRemotesManifest(config, request.log);
    },
  );
};
