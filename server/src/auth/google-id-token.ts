import { ERROR_CODES } from '@tutorium/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { z } from 'zod';
import { DomainError } from '../http/errors';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  // Google sends a boolean; some older tokens carried the string.
  email_verified: z.union([z.boolean(), z.literal('true')]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

export interface GoogleIdentity {
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
}

export type GoogleIdTokenVerifier = (idToken: string) => Promise<GoogleIdentity>;

const rejected = (detail: string) => new DomainError(401, ERROR_CODES.notAuthenticated, detail);

/**
 * Verifies a Google ID token: signature against Google's published keys (fetched from jwksUrl
 * and cached), issuer, audience = our client id, expiry, and a verified e-mail address.
 */
export function createGoogleVerifier(
  google: { clientId: string; jwksUrl: string },
  log: FastifyBaseLogger,
): GoogleIdTokenVerifier {
  const keys = createRemoteJWKSet(new URL(google.jwksUrl));
  return async (idToken) => {
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(idToken, keys, { issuer: GOOGLE_ISSUERS, audience: google.clientId }));
    } catch (error) {
      // Our side failing to reach Google is not the token's fault.
      if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) {
        throw rejected('Google sign-in failed: the token is invalid or expired.');
      }
      log.error({ err: error }, 'Google keys could not be fetched');
      throw new DomainError(502, ERROR_CODES.badGateway, 'Google sign-in is unavailable right now. Please try again later.');
    }
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) throw rejected('Google sign-in failed: the token is invalid or expired.');
    if (claims.data.email_verified === undefined || claims.data.email_verified === false) {
      throw rejected('Your Google e-mail address is not verified.');
    }
    return {
      sub: claims.data.sub,
      email: claims.data.email.toLowerCase(),
      firstName: claims.data.given_name ?? '',
      lastName: claims.data.family_name ?? '',
    };
  };
}
