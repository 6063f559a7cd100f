import type { FastifyInstance } from 'fastify';
import { isLoopback } from '../core/client-address';
import { metrics, metricsRegistry } from '../core/metrics';
import { sameSecret } from '../core/same-secret';

export const METRICS_PATH = '/metrics';

/**
 * Times every request by its route pattern (never the raw URL: ids would explode the series),
 * and serves `/metrics`. In production it answers only with `Authorization: Bearer METRICS_TOKEN`
 * when that is set, else only to this machine's loopback; elsewhere (development) to anyone.
 */
export function registerMetrics(app: FastifyInstance, { production, token }: { production: boolean; token: string | undefined }): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.url === METRICS_PATH) return;
    metrics.httpDuration.observe({ method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (production) {
      const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const allowed = token ? sameSecret(given, token) : isLoopback(request.socket.remoteAddress);
      if (!allowed) return reply.code(404).send({ detail: 'Not found.', code: 'not_found' });
    }
    return reply.header('cache-control', 'no-store').type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
}
