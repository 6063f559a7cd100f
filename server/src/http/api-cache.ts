import type { FastifyInstance } from 'fastify';

/**
 * API replies are personal (a profile, a balance, a token) or change by the minute: no browser,
 * proxy or CDN may keep them. `no-store` is the default of every reply under `prefix`; a route
 * whose reply is the same for everyone sets its own Cache-Control (the map's settings).
 */
export function registerApiCachePolicy(app: FastifyInstance, prefix: string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(prefix) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
