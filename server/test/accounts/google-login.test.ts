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

  const googleSubOf = async (email: string) =>
    (await database.db.selectFrom('users').select('google_sub').where('email', '=', email).executeTakeFirstOrThrow()).google_sub;

  it.each([
    ['a Gmail address', (name: string) => `${name}@gmail.com`, {}],
    ['a Workspace address (hd claim)', (name: string) => `${name}@school.example`, { hd: 'school.example' }],
  ])('links an existing account on %s and keeps its password working', async (_case, emailOf, claims) => {
    const form = registrationData();
    const existing = await signUp(testApp.app, { email: emailOf(form.username) });
    const sub = uniqueSub();
    const response = await googleLogin(await google.idToken({ sub, email: existing.email, ...claims }));
    expect(response.statusCode).toBe(200);
    expect(response.json().user.username).toBe(existing.username);
    expect(await googleSubOf(existing.email)).toBe(sub);
    expect((await post(testApp.app, '/api/auth/login/', { username: existing.username, password: existing.password })).statusCode).toBe(200);
  });

  it('asks for the password first when Google does not host the address, and links nothing', async () => {
    const existing = await signUp(testApp.app);
    const response = await googleLogin(await google.idToken({ sub: uniqueSub(), email: existing.email, hd: 'other.example' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'An account with this e-mail address already exists. Please log in with your password.',
      code: 'conflict',
    });
    expect(response.cookies).toEqual([]);
    expect(await googleSubOf(existing.email)).toBeNull();
  });

  it('refuses another Google account carrying the e-mail of a linked account', async () => {
    const email = `${registrationData().username}@gmail.com`;
    const owner = await googleLogin(await google.idToken({ sub: uniqueSub(), email }));
    expect(owner.statusCode).toBe(200);

    const other = await googleLogin(await google.idToken({ sub: uniqueSub(), email }));
    expect(other.statusCode).toBe(401);
    expect(other.json()).toEqual({ detail: 'This account is linked to another Google account.', code: 'not_authenticated' });
  });

  it("answers on the spec client's root path /auth/google-login/ like on the API path", async () => {
    const sub = uniqueSub();
    const email = registrationData().email;
    const rooted = await post(testApp.app, '/auth/google-login/', { token_id: await google.idToken({ sub, email }) });
    expect(rooted.statusCode).toBe(200);
    expect(rooted.json().user.email).toBe(email);
    const again = await googleLogin(await google.idToken({ sub, email }));
    expect(again.json().user.id).toBe(rooted.json().user.id);
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
