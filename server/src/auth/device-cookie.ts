import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';

export const DEVICE_COOKIE = 'tutorium_device';
const DEVICE_COOKIE_DAYS = 365;

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/**
 * Marks a browser that logged in to an account with its password: `<user id>.<device id>.<mac>`.
 * When someone is guessing that account's password, logins from its known devices keep their
 * own failure count, so the owner is not locked out with the attacker.
 */
export function setDeviceCookie(reply: FastifyReply, config: Pick<Config, 'nodeEnv'>, key: Buffer, userId: number): void {
  const body = `${userId}.${randomBytes(16).toString('base64url')}`;
  reply.setCookie(DEVICE_COOKIE, `${body}.${mac(key, body)}`, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/api/auth',
    secure: config.nodeEnv === 'production',
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}

/** The device id of a genuine device cookie of this user; undefined for anything else. */
export function knownDeviceOf(request: FastifyRequest, key: Buffer, userId: number): string | undefined {
  const [user, device, signature] = (request.cookies[DEVICE_COOKIE] ?? '').split('.');
  if (user !== String(userId) || !device || !signature) return undefined;
  const expected = Buffer.from(mac(key, `${user}.${device}`));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? device : undefined;
}
