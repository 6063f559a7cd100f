import { ACCESS_TOKEN_TTL_SECONDS } from '@tutorium/shared/contracts';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'tutorium';
const AUDIENCE = 'tutorium-api';

/** Who a valid access token speaks for: the user, and the login (refresh-token family) it came from. */
export interface AccessClaims {
  userId: number;
  sessionId: string;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** A short-lived HS256 JWT: sub = user id, sid = the refresh-token family of the login. */
export function signAccessToken(secret: string, claims: AccessClaims): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(keyOf(secret));
}

/** A verified token's claims, and when it stops being valid (ms since the epoch). */
export interface VerifiedAccess extends AccessClaims {
  expiresAt: number;
}

/** The claims of a valid, unexpired token of ours; undefined for anything else. */
export async function verifyAccessToken(secret: string, token: string): Promise<VerifiedAccess | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return undefined;
    return { userId, sessionId: payload.sid, expiresAt: payload.exp * 1000 };
  } catch {
    return undefined;
  }
}
