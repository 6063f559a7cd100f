import { REFRESH_TOKEN_TTL_DAYS } from '@tutorium/shared/contracts';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';

export const REFRESH_COOKIE = 'tutorium_refresh';

/**
 * The token endpoints live under /api/auth, and the spec's client also refreshes at
 * /auth/token/refresh/ on the site root. The cookie is set (and rotated, and cleared) on both
 * paths at once, so either endpoint gets the current token while pages and the rest of the API
 * never see it. Lax keeps it out of cross-site POSTs.
 */
export const REFRESH_COOKIE_PATHS = ['/api/auth', '/auth'] as const;

function cookieOptions(config: Pick<Config, 'nodeEnv'>, path: string): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path, secure: config.nodeEnv === 'production' };
}

export function setRefreshCookie(reply: FastifyReply, config: Pick<Config, 'nodeEnv'>, token: string): void {
  for (const path of REFRESH_COOKIE_PATHS) {
    reply.setCookie(REFRESH_COOKIE, token, { ...cookieOptions(config, path), maxAge: REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 });
  }
}

export function clearRefreshCookie(reply: FastifyReply, config: Pick<Config, 'nodeEnv'>): void {
  for (const path of REFRESH_COOKIE_PATHS) reply.clearCookie(REFRESH_COOKIE, cookieOptions(config, path));
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  // A sane token is 43 base64url characters; anything else is not worth a query.
  return value && /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : undefined;
}
