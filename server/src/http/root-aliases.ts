import type { IncomingMessage } from 'node:http';

// The spec's client posts the token refresh and Google sign-in on the site root (spec section 7).
const ROOT_ALIAS = /^\/auth\/(?:token\/refresh|google-login)(?:\/|\/?\?.*)?$/;

/**
 * Fastify's rewriteUrl: those two root paths are routed to the /api/auth routes themselves, so
 * they share one implementation, its limits and its schemas; every other URL is left alone.
 */
export function rewriteRootAliases(request: IncomingMessage): string {
  const url = request.url ?? '/';
  return request.method === 'POST' && ROOT_ALIAS.test(url) ? `/api${url}` : url;
}
