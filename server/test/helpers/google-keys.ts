import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

export const GOOGLE_TEST_CLIENT_ID = 'test-client.apps.googleusercontent.com';
const KEY_ID = 'test-key';

export interface GoogleKeyServer {
  /** Where the app fetches the public keys (GOOGLE_JWKS_URL). */
  jwksUrl: string;
  /** An ID token as Google would issue it; claims and options override the defaults. */
  idToken(claims?: JWTPayload, options?: { issuer?: string; audience?: string; expiresIn?: string; impostor?: boolean }): Promise<string>;
  close(): Promise<void>;
}

/**
 * Stands in for Google's published keys: an RSA key pair made for the test and a JWKS endpoint
 * on 127.0.0.1, so the app's real verifier runs with only the key source replaced.
 */
export async function startGoogleKeyServer(): Promise<GoogleKeyServer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const impostor = await generateKeyPair('RS256');
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }] });
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(jwks);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    idToken: (claims = {}, options = {}) =>
      new SignJWT({ email_verified: true, given_name: 'Grace', family_name: 'Hopper', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
        .setIssuer(options.issuer ?? 'https://accounts.google.com')
        .setAudience(options.audience ?? GOOGLE_TEST_CLIENT_ID)
        .setSubject(String(claims.sub ?? '1234567890'))
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '1h')
        .sign(options.impostor ? impostor.privateKey : privateKey),
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
