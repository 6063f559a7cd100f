import { AUTH_MESSAGES } from '@tutorium/shared/contracts';
import type { App } from '../../src/http/app';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { latestCode, nextAddress, post, registrationData, signUp } from '../helpers/accounts';

let testApp: TestApp;
let app: App;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

afterAll(async () => {
  await testApp.close();
});

const throttled = { detail: AUTH_MESSAGES.throttled, code: 'throttled' };
const userCount = async () => (await testApp.database.db.selectFrom('users').select('id').execute()).length;

async function statuses(times: number, call: (attempt: number) => Promise<{ statusCode: number }>): Promise<number[]> {
  const result: number[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) result.push((await call(attempt)).statusCode);
  return result;
}

describe('rate limits', () => {
  it('allows 10 logins per 15 minutes from one address', async () => {
    const address = nextAddress();
    const codes = await statuses(11, (attempt) => post(app, '/api/auth/login/', { username: `someone${attempt}`, password: 'x' }, {}, address));
    expect(codes).toEqual([...Array(10).fill(401), 429]);
  });

  it('allows 10 logins per 15 minutes to one account, whatever the address', async () => {
    const data = await signUp(app);
    const codes = await statuses(11, () => post(app, '/api/auth/login/', { username: data.username.toUpperCase(), password: 'guess' }));
    expect(codes).toEqual([...Array(10).fill(401), 429]);
    const blocked = await post(app, '/api/auth/login/', { username: data.email, password: data.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(throttled);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('allows 10 code checks per 15 minutes per e-mail, across addresses', async () => {
    const email = registrationData().email;
    const codes = await statuses(11, () => post(app, '/api/auth/verify-otp/', { email, otp: '123456', purpose: 'register' }));
    expect(codes).toEqual([...Array(10).fill(400), 429]);
  });

  it('allows 10 code requests per 15 minutes per address', async () => {
    const address = nextAddress();
    const codes = await statuses(11, () =>
      post(app, '/api/auth/send-otp/', { email: registrationData().email, purpose: 'password-reset' }, {}, address),
    );
    expect(codes).toEqual([...Array(10).fill(200), 429]);
  });
});

describe('rate limit configuration', () => {
  it('follows AUTH_RATE_LIMIT_MAX', async () => {
    const strict = await buildTestApp({ database: testApp.database, env: { AUTH_RATE_LIMIT_MAX: '2' } });
    try {
      const address = nextAddress();
      const codes = await statuses(3, () => post(strict.app, '/api/auth/login/', { username: 'someone', password: 'x' }, {}, address));
      expect(codes).toEqual([401, 401, 429]);
    } finally {
      await strict.close();
    }
  });
});

describe('bad input gets a clear 4xx and writes nothing', () => {
  const signUpCalls = () => {
    const data = registrationData();
    return { data, body: { email: data.email, purpose: 'register', user_data: data } };
  };

  it('refuses malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/send-otp/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", "purpose": ',
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Malformed JSON in request body.', code: 'parse_error' });
  });

  it('names wrong types, missing fields and unexpected fields', async () => {
    const { data } = signUpCalls();
    const wrongTypes = await post(app, '/api/auth/login/', { username: 42, password: ['x'] });
    const missing = await post(app, '/api/auth/verify-otp/', { email: data.email });
    const extra = await post(app, '/api/auth/login/', { username: 'a', password: 'b', is_staff: true });
    const extraInForm = await post(app, '/api/auth/register/', { ...data, is_verified: true, points_balance: 1000 });

    expect(wrongTypes.json()).toEqual({ username: ['Not a valid string.'], password: ['Not a valid string.'] });
    expect(missing.json()).toEqual({ otp: ['This field is required.'], purpose: ['This field is required.'] });
    expect(extra.json()).toEqual({ non_field_errors: ['Unexpected field(s): is_staff.'] });
    expect(extraInForm.json()).toEqual({ non_field_errors: ['Unexpected field(s): is_verified, points_balance.'] });
    for (const response of [wrongTypes, missing, extra, extraInForm]) expect(response.statusCode).toBe(400);
  });

  it('refuses oversized bodies and other content types', async () => {
    const { data } = signUpCalls();
    const huge = await post(app, '/api/auth/register/', { ...data, first_name: 'x'.repeat(1_100_000) });
    const form = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&password=b',
      remoteAddress: nextAddress(),
    });
    expect(huge.statusCode).toBe(413);
    expect(form.statusCode).toBe(415);
  });

  it('never leaves a partial account behind', async () => {
    const before = await userCount();
    const { data, body } = signUpCalls();
    await post(app, '/api/auth/send-otp/', { ...body, user_data: { ...data, user_type: 'admin' } });
    await post(app, '/api/auth/send-otp/', body);
    await post(app, '/api/auth/verify-otp/', { email: data.email, otp: 'abcdef', purpose: 'register' });
    await post(app, '/api/auth/verify-otp/', { email: data.email, otp: '12345', purpose: 'register' });
    expect(await userCount()).toBe(before);

    const created = await post(app, '/api/auth/verify-otp/', { email: data.email, otp: await latestCode(app, data.email), purpose: 'register' });
    expect(created.statusCode).toBe(201);
    expect(await userCount()).toBe(before + 1);
  });
});
