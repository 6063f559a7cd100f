import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../config/version';
import { declareAccess } from '../core/access';

export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI generated from the routes' zod schemas. Call it on the root instance before any route
 * is registered: swagger only sees routes added after it, in its own context or below.
 */
export function registerOpenApi(app: FastifyInstance, { serveDocs }: { serveDocs: boolean }): void {
  app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Tutorium API', version: APP_VERSION },
    },
    transform: jsonSchemaTransform,
  });
  // Production does not hand every visitor a map of the API (API_DOCS=on serves it anyway).
  if (!serveDocs) return;
  app.register(async (docs) => {
    declareAccess(docs, 'public');
    await docs.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
  });
}
