import { ADMIN_LOGIN_MAX_AGE_HOURS } from '@tutorium/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { verifyAccessToken, type AccessClaims, type VerifiedAccess } from './access-token';
import { requireCaller } from './caller';
import { isLoopback } from './client-address';
import { DomainError, sessionErrors } from './errors';

/**
 * Who may call a route:
 * - `public`: anyone; a token is not even read.
 * - `optional`: anyone; a token, when sent, must be valid and names the caller.
 * - `signed-in`: a valid token of an account that is not blocked.
 * - `admin`: signed in as an administrator (403 for anyone else).
 * - `this-machine`: only a client on this machine's loopback (development tools); 404 elsewhere.
 */
export type Access = 'public' | 'optional' | 'signed-in' | 'admin' | 'this-machine';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route; a plugin declares it once with `declareAccess`. */
    access?: Access;
  }
  interface FastifyRequest {
    /** The caller, set by the access check; null on public routes and anonymous optional calls. */
    user: AccessClaims | null;
  }
  interface FastifyInstance {
    /** Every route under the access prefix with who may call it (once the app is ready): the authorization table. */
    declaredAccess(): DeclaredAccess[];
  }
}

/** One row of the authorization table. */
export interface DeclaredAccess {
  method: string;
  url: string;
  access: Access;
}

/** The token of an `Authorization: Bearer <token>` header, unchecked. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header === undefined ? null : /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * The one check of a session, for HTTP calls and the chat socket alike: the token verifies, its
 * account exists and is not blocked (a primary-key read, so blocking takes effect at once, not
 * when the token expires), its login was not ended, and it is an administrator (with a recent
 * login) when `admin` is asked.
 */
export async function verifySession(
  db: Kysely<Database>,
  jwtSecret: string,
  token: string,
  access: 'signed-in' | 'admin' = 'signed-in',
): Promise<VerifiedAccess> {
  const claims = await verifyAccessToken(jwtSecret, token);
  if (!claims) throw sessionErrors.tokenInvalid();
  await requireCaller(db, claims.userId, access === 'admin' ? { as: 'admin' } : {});
  await requireLiveSession(db, claims);
  if (access === 'admin') await requireRecentLogin(db, claims);
  return claims;
}

/**
 * The token's login must still be live: logging out (or a password change, or blocking) revokes
 * its refresh-token family, and with it every access token of that login at once, not when the
 * token expires.
 */
async function requireLiveSession(db: Kysely<Database>, claims: AccessClaims): Promise<void> {
  const live = await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', claims.sessionId)
    .where('user_id', '=', claims.userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .limit(1)
    .executeTakeFirst();
  if (!live) throw sessionErrors.tokenInvalid();
}

/**
 * An administrator acts only with a login (the refresh-token family the token came from) younger
 * than ADMIN_LOGIN_MAX_AGE_HOURS: a session left open on a shared machine cannot be used to
 * block, verify or refund days later.
 */
async function requireRecentLogin(db: Kysely<Database>, claims: AccessClaims): Promise<void> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select((eb) => eb.fn.min('created_at').as('since'))
    .where('family_id', '=', claims.sessionId)
    .where('user_id', '=', claims.userId)
    .executeTakeFirst();
  const since = row?.since ? new Date(row.since as Date | string).getTime() : undefined;
  if (since === undefined || Date.now() - since > ADMIN_LOGIN_MAX_AGE_HOURS * 3_600_000) throw sessionErrors.loginTooOld();
}

/**
 * Declares who may call every route the plugin registers (a route of a plugin that mixes levels
 * states its own `config.access`). Call it first in the plugin, so it reads at the top of the file.
 */
export function declareAccess(app: FastifyInstance, access: Access): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    route.config = { ...route.config, access: route.config?.access ?? access };
  });
}

/**
 * The one access hook of the app: applies each route's declared access before anything else of
 * the request runs. A route under `prefix` that declares no access refuses to start the app, so a
 * forgotten declaration cannot leave a route open.
 */
export function registerAccessControl(app: FastifyInstance, { db, jwtSecret, prefix }: { db: Kysely<Database>; jwtSecret: string; prefix: string }): void {
  app.decorateRequest('user', null);
  const undeclared: string[] = [];
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(prefix)) routes.push(route);
  });
  app.addHook('onReady', async () => {
    for (const route of routes) if (route.config?.access === undefined) undeclared.push(`${String(route.method)} ${route.url}`);
    if (undeclared.length > 0) throw new Error(`Routes without a declared access: ${undeclared.join(', ')}`);
  });
  app.decorate('declaredAccess', () =>
    routes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({ method: String(method), url: route.url, access: route.config?.access ?? 'public' })),
    ),
  );

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const access = request.routeOptions.config.access ?? 'public';
    if (access === 'public') return;
    if (access === 'this-machine') {
      // The socket's peer, never what X-Forwarded-For claims, whatever HOST the server listens on.
      if (!isLoopback(request.socket.remoteAddress)) throw DomainError.notFound();
      return;
    }
    // An optional route reads a credential only when one was sent; a sent one must be valid.
    if (access === 'optional' && request.headers.authorization === undefined) return;
    const token = bearerToken(request);
    try {
      if (token === undefined) throw sessionErrors.notAuthenticated();
      const claims = await verifySession(db, jwtSecret, token, access === 'admin' ? 'admin' : 'signed-in');
      request.user = { userId: claims.userId, sessionId: claims.sessionId };
    } catch (error) {
      // As DRF does, a 401 names the scheme the client should use.
      if ((error as { status?: number }).status === 401) reply.header('www-authenticate', 'Bearer realm="api"');
      throw error;
    }
  });
}

/** The signed-in caller of a route whose access is `signed-in` or `admin`. */
export function currentUser(request: FastifyRequest): AccessClaims {
  if (!request.user) throw sessionErrors.notAuthenticated();
  return request.user;
}
