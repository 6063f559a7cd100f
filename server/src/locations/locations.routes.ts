import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, LOCATION_SUGGESTIONS } from '@tutorium/shared/contracts';
import { DomainError } from '../http/errors';
import type { Gazetteer } from './gazetteer';

const suggestionSchema = z.object({ place_id: z.string(), display_name: z.string(), lat: z.number(), lon: z.number() });

/** GET /api/locations/?q=dhaka&limit=5: place suggestions with coordinates (public, like the geocoder it replaces). */
export function locationsRoutes(gazetteer: Gazetteer): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get('/locations/', {
      schema: {
        tags: ['locations'],
        summary: 'Search places by name',
        querystring: z.object({
          q: z.string().trim().min(1).max(100),
          limit: z.coerce.number().int().min(1).max(10).default(LOCATION_SUGGESTIONS),
        }),
        response: { 200: z.array(suggestionSchema) },
      },
    }, async (request) => {
      try {
        return await gazetteer.search(request.query.q, request.query.limit);
      } catch (error) {
        request.log.error({ err: error }, 'location search failed');
        throw new DomainError(502, ERROR_CODES.badGateway, 'Location search is unavailable right now.');
      }
    });
  };
}
