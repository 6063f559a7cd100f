import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * A key for one purpose, derived from JWT_SECRET: a leaked code hash cannot be checked against
 * a token signature, and rotating JWT_SECRET invalidates everything at once.
 */
export function deriveKey(secret: string, purpose: 'otp' | 'device' | 'unsubscribe'): Buffer {
  return createHmac('sha256', secret).update(`tutorium:${purpose}`).digest();
}

/** A random URL-safe token (32 bytes) for cookies and e-mailed links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * How random tokens are stored. They carry 256 bits of entropy, so a plain SHA-256 is as good
 * as a slow hash, and lookups by hash stay indexable.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
