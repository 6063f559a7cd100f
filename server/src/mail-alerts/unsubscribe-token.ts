import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_ALERT_KINDS, type MailAlertKind } from '@tutorium/shared/contracts';
import { deriveKey } from '../auth/secret-keys';

export interface UnsubscribeClaim {
  userId: number;
  kind: MailAlertKind;
}

const signatureOf = (secret: string, claim: string): Buffer => createHmac('sha256', deriveKey(secret, 'unsubscribe')).update(claim).digest();

/**
 * `<user id>.<kind>.<signature>`: the link works without signing in and never expires (rotating
 * JWT_SECRET voids them all); it can only ever turn one kind of mail off for one person.
 */
export function signUnsubscribeToken(secret: string, { userId, kind }: UnsubscribeClaim): string {
  const claim = `${userId}.${kind}`;
  return `${claim}.${signatureOf(secret, claim).toString('base64url')}`;
}

/** The claim of a token this server signed, or undefined for anything else (forged, tampered, malformed). */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | undefined {
  const match = /^([1-9]\d{0,15})\.([a-z-]+)\.([\w-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, id, kind, signature] = match as unknown as [string, string, string, string];
  const expected = signatureOf(secret, `${id}.${kind}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || !(MAIL_ALERT_KINDS as readonly string[]).includes(kind)) return undefined;
  return { userId, kind: kind as MailAlertKind };
}
