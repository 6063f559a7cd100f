import { REFRESH_TOKEN_TTL_DAYS } from '@tutorium/shared/contracts';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';

export const REFRESH_COOKIE = 'tutorium_refresh';

// Sent only to the token endpoints (refresh, logout), never to the rest of the API; Lax keeps
// it out of cross-site POSTs.
function cookieOptions(config: Pick<Config, 'nodeEnv'>): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/api/auth', secure: config.nodeEnv === 'production' };
}

export function setRefreshCookie(reply: FastifyReply, config: Pick<Config, 'nodeEnv'>, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, { ...cookieOptions(config), maxAge: REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 });
}

export function clearRefreshCookie(reply: FastifyReply, config: Pick<Config, 'nodeEnv'>): void {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(config));
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  // A sane token is 43 base64url characters; anything else is not worth a query.
  return value && /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : undefined;
}
