import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, AUTH_MESSAGES, REFRESH_TOKEN_TTL_DAYS } from '@tutorium/shared/contracts';
import { SignJWT } from 'jose';
import type { App } from '../../src/app';
import { buildTestApp, PRODUCTION_ENV, TEST_JWT_SECRET, type TestApp } from '../helpers/build-test-app';
import { bearer, expectNoSecrets, logIn, post, signUp } from '../helpers/accounts';

let testApp: TestApp;
let app: App;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

afterAll(async () => {
  await testApp.close();
});

const me = (access: string) => app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(access) });

describe('login', () => {
  it('accepts the username or the e-mail in any case, and sets the refresh cookie', async () => {
    const data = await signUp(app);
    for (const login of [data.username, data.username.toUpperCase(), data.email, data.email.toUpperCase()]) {
      const response = await post(app, '/api/auth/login/', { username: login, password: data.password });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({ access: expect.any(String), user: expect.objectContaining({ username: data.username }) });
      expect(Object.keys(body.user).sort()).toEqual(
        ['bio', 'education', 'email', 'experience', 'first_name', 'id', 'is_premium', 'is_verified', 'last_name', 'location',
          'phone_number', 'phone_verified', 'premium_expires', 'profile_picture', 'role', 'teaching_modes', 'user_id', 'user_type', 'username'].sort(),
      );
      expectNoSecrets(response.body);
      const cookie = response.cookies.find((entry) => entry.name === 'tutorium_refresh');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth', maxAge: REFRESH_TOKEN_TTL_DAYS * 86_400 });
      expect(cookie?.secure).toBeFalsy();
    }
  });

  it('answers the same 401 for an unknown account and a wrong password', async () => {
    const data = await signUp(app);
    const unknown = await post(app, '/api/auth/login/', { username: 'nobody-here', password: data.password });
    const wrong = await post(app, '/api/auth/login/', { username: data.username, password: 'wrong-password' });

    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: AUTH_MESSAGES.loginFailed, code: 'not_authenticated' });
      expect(response.cookies).toEqual([]);
    }
  });

  it('issues a short-lived access token for the user', async () => {
    const data = await signUp(app);
    const session = await logIn(app, data.username, data.password);
    const payload = JSON.parse(Buffer.from(session.access.split('.')[1] ?? '', 'base64url').toString()) as Record<string, number>;
    expect(payload.exp! - payload.iat!).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(String(payload.sub)).toBe(String(session.userId));
    expect((await me(session.access)).json()).toMatchObject({ id: session.userId, user_id: session.userId });
  });

  it('marks the cookie Secure in production', async () => {
    const production = await buildTestApp({ database: testApp.database, env: PRODUCTION_ENV });
    try {
      const data = await signUp(app);
      const response = await post(production.app, '/api/auth/login/', { username: data.username, password: data.password });
      expect(response.cookies.find((entry) => entry.name === 'tutorium_refresh')?.secure).toBe(true);
    } finally {
      await production.close();
    }
  });
});

describe('protected routes', () => {
  it('answer 401 in the DRF shape without a token, with a forged one, and with an expired one', async () => {
    const sign = (secret: string, expiresAt: number) =>
      new SignJWT({ sid: randomUUID() })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuer('tutorium')
        .setAudience('tutorium-api')
        .setExpirationTime(expiresAt)
        .sign(new TextEncoder().encode(secret));
    const now = Math.floor(Date.now() / 1000);
    const responses = await Promise.all([
      app.inject({ method: 'GET', url: '/api/users/me/' }),
      me('not-a-jwt'),
      me(await sign('someone-elses-secret-someone-elses-secret', now + 600)),
      me(await sign(TEST_JWT_SECRET, now - 1)),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: expect.any(String), code: 'not_authenticated' });
      expect(response.headers['www-authenticate']).toContain('Bearer');
    }
  });
});
