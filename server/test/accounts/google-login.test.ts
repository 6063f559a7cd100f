import { WELCOME_GRANT_POINTS } from '@tutorium/shared/contracts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { GOOGLE_TEST_CLIENT_ID, startGoogleKeyServer, type GoogleKeyServer } from '../helpers/google-keys';
import { expectNoSecrets, post, registrationData, signUp } from '../helpers/accounts';

let database: TestDatabase;
let google: GoogleKeyServer;
let testApp: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  google = await startGoogleKeyServer();
  testApp = await buildTestApp({ database, env: { GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl } });
});

afterAll(async () => {
  await testApp.close();
  await google.close();
  await database.dispose();
});

const googleLogin = (tokenId: string, app = testApp.app) => post(app, '/api/auth/google-login/', { token_id: tokenId });
const uniqueSub = () => String(Math.floor(Math.random() * 1e15));

describe('Google sign-in', () => {
  it('creates a student account for a new Google identity, then signs the same account in', async () => {
    const email = registrationData().email;
    const sub = uniqueSub();
    const first = await googleLogin(await google.idToken({ sub, email }));

    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({ access: expect.any(String), user: expect.objectContaining({ email, user_type: 'student', first_name: 'Grace' }) });
    expect(body.user.username).toBe(email.split('@')[0]);
    expect(first.cookies.find((cookie) => cookie.name === 'tutorium_refresh')?.httpOnly).toBe(true);
    expectNoSecrets(first.body);
    const row = await database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ password_hash: null, google_sub: sub, points_balance: WELCOME_GRANT_POINTS });

    const again = await googleLogin(await google.idToken({ sub, email }));
    expect(again.json().user.id).toBe(body.user.id);
  });

  it('links an existing account with the same e-mail and keeps its password working', async () => {
    const existing = await signUp(testApp.app);
    const response = await googleLogin(await google.idToken({ sub: uniqueSub(), email: existing.email }));
    expect(response.statusCode).toBe(200);
    expect(response.json().user.username).toBe(existing.username);
    expect((await post(testApp.app, '/api/auth/login/', { username: existing.username, password: existing.password })).statusCode).toBe(200);
  });

  it('picks another username when the e-mail name is taken', async () => {
    const taken = await signUp(testApp.app);
    const email = `${taken.username}@elsewhere.example`;
    const response = await googleLogin(await google.idToken({ sub: uniqueSub(), email }));
    expect(response.json().user.username).toMatch(new RegExp(`^${taken.username}\\d+$`));
  });

  it.each([
    ['another audience', { audience: 'someone-else.apps.googleusercontent.com' }, {}],
    ['another issuer', { issuer: 'https://evil.example' }, {}],
    ['an expired token', { expiresIn: '-1m' }, {}],
    ['a key Google did not publish', { impostor: true }, {}],
    ['an unverified e-mail', {}, { email_verified: false }],
    ['no e-mail', {}, { email: undefined }],
  ])('refuses %s with 401', async (_case, options, claims) => {
    const token = await google.idToken({ sub: uniqueSub(), email: registrationData().email, ...claims }, options);
    const response = await googleLogin(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: expect.any(String), code: 'not_authenticated' });
  });

  it('refuses a token that is not a JWT', async () => {
    expect((await googleLogin('definitely.not.a-jwt')).statusCode).toBe(401);
  });

  it('publishes the client id and lets the Google button through the CSP', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/config/' });
    expect(response.json()).toEqual({ google_client_id: GOOGLE_TEST_CLIENT_ID });
    const directives = String(response.headers['content-security-policy']).split(';');
    for (const name of ['script-src', 'frame-src', 'connect-src']) {
      expect(directives.find((entry) => entry.startsWith(`${name} `))).toContain('https://accounts.google.com');
    }
  });

  it('answers 502 when Google keys cannot be fetched', async () => {
    const offline = await buildTestApp({ database, env: { GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID, GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs' } });
    try {
      const response = await googleLogin(await google.idToken({ sub: uniqueSub(), email: registrationData().email }), offline.app);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ detail: expect.any(String), code: 'bad_gateway' });
    } finally {
      await offline.close();
    }
  });
});

describe('Google sign-in, not configured', () => {
  it('answers 404 and hides the button', async () => {
    const plain = await buildTestApp({ database });
    try {
      const response = await googleLogin('anything', plain.app);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Google sign-in is not configured.', code: 'not_found' });
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/config/' })).json()).toEqual({ google_client_id: null });
      const csp = String((await plain.app.inject({ method: 'GET', url: '/api/auth/config/' })).headers['content-security-policy']);
      expect(csp).not.toContain('accounts.google.com');
    } finally {
      await plain.close();
    }
  });
});
