import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import { verifyAccessToken, type AccessClaims } from './access-token';
import { authErrors } from './auth-errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for protected routes: 401 unless a valid access token is presented. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; null on public routes. */
    user: AccessClaims | null;
  }
}

/** The token of an `Authorization: Bearer <token>` header, unchecked. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header === undefined ? null : /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export function registerAuthentication(app: FastifyInstance, config: Pick<Config, 'jwtSecret'>): void {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    const claims = token === undefined ? undefined : await verifyAccessToken(config.jwtSecret, token);
    if (!claims) {
      // As DRF does, a 401 names the scheme the client should use.
      reply.header('www-authenticate', 'Bearer realm="api"');
      throw token === undefined ? authErrors.notAuthenticated() : authErrors.tokenInvalid();
    }
    request.user = claims;
  });
}

/** The signed-in user of a route guarded by `authenticate`. */
export function currentUser(request: FastifyRequest): AccessClaims {
  if (!request.user) throw authErrors.notAuthenticated();
  return request.user;
}
