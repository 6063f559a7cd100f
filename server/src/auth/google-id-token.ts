import { ERROR_CODES } from '@tutorium/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { z } from 'zod';
import { DomainError } from '../core/errors';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  // Google sends a boolean; some older tokens carried the string.
  email_verified: z.union([z.boolean(), z.literal('true')]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  // The Workspace domain of the account; absent for consumer accounts.
  hd: z.string().optional(),
});

// Consumer Google accounts whose addresses Google itself hosts.
const GOOGLE_MAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export interface GoogleIdentity {
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
  /**
   * Google hosts the address (Gmail, or a Workspace domain named by the hd claim), so it vouches
   * that whoever holds this Google account owns the mailbox, not only that it once verified it.
   */
  emailHostedByGoogle: boolean;
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
    const email = claims.data.email.toLowerCase();
    const domain = email.slice(email.lastIndexOf('@') + 1);
    return {
      sub: claims.data.sub,
      email,
      firstName: claims.data.given_name ?? '',
      lastName: claims.data.family_name ?? '',
      emailHostedByGoogle: GOOGLE_MAIL_DOMAINS.has(domain) || claims.data.hd?.toLowerCase() === domain,
    };
  };
}
