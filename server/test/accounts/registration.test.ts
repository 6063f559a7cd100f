import { AUTH_MESSAGES, WELCOME_GRANT_POINTS } from '@tutorium/shared/contracts';
import type { App } from '../../src/app';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { expectNoSecrets, latestCode, latestMessage, logIn, post, registrationData, signUp } from '../helpers/accounts';

let testApp: TestApp;
let app: App;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

afterAll(async () => {
  await testApp.close();
});

const sendOtp = (data: ReturnType<typeof registrationData>) =>
  post(app, '/api/auth/send-otp/', { email: data.email, purpose: 'register', user_data: data });
const verifyOtp = (email: string, otp: string) => post(app, '/api/auth/verify-otp/', { email, otp, purpose: 'register' });
const usersNamed = (username: string) => testApp.database.db.selectFrom('users').selectAll().where('username', '=', username).execute();

describe('sign-up by e-mailed code', () => {
  it('mails a 6-digit code valid for 5 minutes, then creates the account with the welcome points', async () => {
    const data = registrationData({ user_type: 'tutor' });

    const sent = await sendOtp(data);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, detail: AUTH_MESSAGES.otpSent });
    const mail = await latestMessage(app, data.email);
    expect(mail?.body).toMatch(/\b\d{6}\b/);
    expect(mail?.body).toContain('5 minutes');

    const verified = await verifyOtp(data.email, await latestCode(app, data.email));
    expect(verified.statusCode).toBe(201);
    expect(verified.json()).toEqual({ success: true, detail: expect.any(String) });

    const [user] = await usersNamed(data.username);
    expect(user).toMatchObject({ email: data.email, user_type: 'tutor', first_name: 'Ada', points_balance: WELCOME_GRANT_POINTS });
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    const ledger = await testApp.database.db.selectFrom('points_ledger').selectAll().where('user_id', '=', Number(user?.id)).execute();
    expect(ledger.map((entry) => entry.delta)).toEqual([WELCOME_GRANT_POINTS]);
    const session = await logIn(app, data.username, data.password);
    expect(session.access).toEqual(expect.any(String));
  });

  it('grants the configured welcome points, or none with WELCOME_GRANT_POINTS=0', async () => {
    for (const [setting, expected] of [['12', [12]], ['0', []]] as const) {
      const configured = await buildTestApp({ database: testApp.database, env: { WELCOME_GRANT_POINTS: setting } });
      try {
        const data = registrationData();
        await post(configured.app, '/api/auth/send-otp/', { email: data.email, purpose: 'register', user_data: data });
        const verified = await post(configured.app, '/api/auth/verify-otp/', { email: data.email, otp: await latestCode(configured.app, data.email), purpose: 'register' });
        expect(verified.statusCode).toBe(201);
        const [user] = await usersNamed(data.username);
        expect(user?.points_balance).toBe(expected.reduce((sum, delta) => sum + delta, 0));
        const ledger = await testApp.database.db.selectFrom('points_ledger').select('delta').where('user_id', '=', Number(user?.id)).execute();
        expect(ledger.map((entry) => entry.delta)).toEqual(expected);
      } finally {
        await configured.close();
      }
    }
  });

  it('keeps only hashes: no code, no password in the database', async () => {
    const data = registrationData();
    await sendOtp(data);
    const code = await latestCode(app, data.email);

    const [row] = await testApp.database.db.selectFrom('otp_codes').selectAll().where('target', '=', data.email).execute();
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(data.password);
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row?.payload)).toContain('$argon2id$');
  });

  it('defaults the user type to student and also starts at POST /api/auth/register/', async () => {
    const { user_type: _omitted, ...form } = registrationData();
    const response = await post(app, '/api/auth/register/', form);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, detail: AUTH_MESSAGES.otpSent });

    await verifyOtp(form.email, await latestCode(app, form.email));
    const [user] = await usersNamed(form.username);
    expect(user?.user_type).toBe('student');
  });

  it('blocks a resend within the 300 s cooldown with 429', async () => {
    const data = registrationData();
    expect((await sendOtp(data)).statusCode).toBe(200);
    const again = await sendOtp(data);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ detail: AUTH_MESSAGES.throttled, code: 'throttled' });
  });

  it('answers 409 for a registered e-mail and a field error for a taken username (any case)', async () => {
    const existing = await signUp(app);
    const sameEmail = await sendOtp(registrationData({ email: existing.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ detail: AUTH_MESSAGES.emailRegistered, code: 'conflict' });

    const sameName = await sendOtp(registrationData({ username: existing.username.toUpperCase() }));
    expect(sameName.statusCode).toBe(400);
    expect(sameName.json()).toEqual({ username: ['A user with that username already exists.'] });
  });

  it('lists every invalid field of the form by its own name', async () => {
    const data = registrationData({ username: 'a b', password: 'short', confirm_password: 'different', email: 'nope' });
    const response = await post(app, '/api/auth/send-otp/', { email: 'x@example.com', purpose: 'register', user_data: data });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      username: [expect.stringContaining('Enter a valid username')],
      email: ['Enter a valid email address.'],
      password: ['Ensure this field has at least 8 characters.'],
      confirm_password: ['Passwords do not match.'],
    });
  });

  it('needs user_data for purpose register', async () => {
    const response = await post(app, '/api/auth/send-otp/', { email: 'x@example.com', purpose: 'register' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ user_data: ['This field is required.'] });
  });

  it('kills a code after 3 wrong tries, even for the right code afterwards', async () => {
    const data = registrationData();
    await sendOtp(data);
    const code = await latestCode(app, data.email);
    const wrong = code === '000000' ? '111111' : '000000';

    for (let i = 0; i < 3; i += 1) {
      const response = await verifyOtp(data.email, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: AUTH_MESSAGES.invalidCode, code: 'invalid' });
    }
    expect((await verifyOtp(data.email, code)).statusCode).toBe(400);
    expect(await usersNamed(data.username)).toEqual([]);
  });

  it('refuses an expired code', async () => {
    const data = registrationData();
    await sendOtp(data);
    await testApp.database.db.updateTable('otp_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('target', '=', data.email).execute();
    expect((await verifyOtp(data.email, await latestCode(app, data.email))).statusCode).toBe(400);
  });

  it('creates exactly one account when one code is verified twice at the same time', async () => {
    const data = registrationData();
    await sendOtp(data);
    const code = await latestCode(app, data.email);

    const responses = await Promise.all([verifyOtp(data.email, code), verifyOtp(data.email, code), verifyOtp(data.email, code)]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400, 400]);
    expect(await usersNamed(data.username)).toHaveLength(1);
    expectNoSecrets(responses.map((response) => response.body).join());
  });
});
