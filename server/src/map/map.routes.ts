// Access: public.
import type { MapConfig } from '@tutorium/shared/contracts';
import { mapConfigSchema } from '@tutorium/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareAccess } from '../core/access';
import type { Config } from '../config/config';
import { commonErrorResponses } from '../http/response-schemas';

/** GET /api/map/config/: the tile server the browser's maps draw their background from. */
export const mapRoutes: FastifyPluginAsyncZod<{ config: Pick<Config, 'map'> }> = async (app, { config }) => {
  declareAccess(app, 'public');
  const reply: MapConfig = { tile_url: config.map.tileUrl, attribution: config.map.attribution };
  app.get(
    '/map/config',
    {
      schema: {
        tags: ['map'],
        summary: 'The map background: tile URL template and attribution',
        response: { 200: mapConfigSchema, 429: commonErrorResponses[429], 500: commonErrorResponses[500] },
      },
    },
    async (_request, response) => {
      // The same for everyone and rarely changed: browsers may keep it for an hour.
      response.header('cache-control', 'public, max-age=3600');
      return reply;
    },
  );
};
