// Access: public.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, LOCATION_SUGGESTIONS } from '@tutorium/shared/contracts';
import { declareAccess } from '../core/access';
import { DomainError } from '../core/errors';
import { MAX_QUERY_LENGTH, MAX_SUGGESTIONS, type Gazetteer } from './gazetteer';

const suggestionSchema = z.object({ place_id: z.string(), display_name: z.string(), lat: z.number(), lon: z.number() });

/** Searches per address per minute: a type-ahead sends one per pause in typing, a scraper many more. */
export const LOCATIONS_RATE_LIMIT = { max: 120, timeWindow: 60_000 };

/** GET /api/locations/?q=dhaka&limit=5: place suggestions with coordinates (public, like the geocoder it replaces). */
export function locationsRoutes(gazetteer: Gazetteer): FastifyPluginAsync {
  return async (app) => {
    declareAccess(app, 'public');
    app.withTypeProvider<ZodTypeProvider>().get('/locations/', {
      schema: {
        tags: ['locations'],
        summary: 'Search places by name',
        querystring: z.object({
          q: z.string().trim().min(1).max(MAX_QUERY_LENGTH),
          limit: z.coerce.number().int().min(1).max(MAX_SUGGESTIONS).default(LOCATION_SUGGESTIONS),
        }),
        response: { 200: z.array(suggestionSchema) },
      },
      config: { rateLimit: LOCATIONS_RATE_LIMIT },
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
