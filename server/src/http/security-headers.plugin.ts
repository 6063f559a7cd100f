import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { securityHeaders } from './security-headers';

/**
 * The security headers of every reply (securityHeaders' policy), from one helmet middleware built
 * at start-up: @fastify/helmet built a new one for each request, parsing the whole policy again,
 * a large part of what a small API reply cost. The policy's one per-request part (the WebSocket
 * origins of the request's Host) is still computed for each request; the headers are the same.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Parameters<typeof securityHeaders>[0]): void {
  const middleware = helmet(securityHeaders(config));
  app.addHook('onRequest', (request, reply, done) => {
    middleware(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
