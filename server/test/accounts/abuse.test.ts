import { randomInt } from 'node:crypto';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { AUTH_MESSAGES } from '@tutorium/shared/contracts';
import { Redis } from 'ioredis';
import { hashPassword } from '../../src/auth/password-hasher';
import type { App } from '../../src/app';
import { createRedis } from '../../src/redis/redis.client';
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

const login = (target: App, username: string, password: string, address = nextAddress(), headers: Record<string, string> = {}) =>
  post(target, '/api/auth/login/', { username, password }, headers, address);

/** An app of its own on the test's database, with tighter limits. */
async function withApp(env: Record<string, string>, run: (target: App) => Promise<void>, redis?: Redis): Promise<void> {
  const built = await buildTestApp({ database: testApp.database, env, redis });
  try {
    await run(built.app);
  } finally {
    await built.close();
  }
}

describe('per-address limits count failures, not successes', () => {
  it('lets 200 people behind one router log in within a minute', async () => {
    const password = 'classroom-password';
    const passwordHash = await hashPassword(password);
    const prefix = `class${process.pid}x${Date.now() % 100_000}x`;
    const names = Array.from({ length: 200 }, (_, index) => `${prefix}${index}`);
    await testApp.database.db
      .insertInto('users')
      .values(names.map((username) => ({ username, email: `${username}@school.example`, password_hash: passwordHash, user_type: 'student' as const })))
      .execute();

    const router = nextAddress();
    const codes: number[] = [];
    for (let batch = 0; batch < names.length; batch += 10) {
      const replies = await Promise.all(names.slice(batch, batch + 10).map((name) => login(app, name, password, router)));
      codes.push(...replies.map((reply) => reply.statusCode));
    }
    expect(codes).toEqual(Array(200).fill(200));
  });

  it('refuses an address after AUTH_ADDRESS_RATE_LIMIT_MAX failures, with Retry-After', async () => {
    await withApp({ AUTH_ADDRESS_RATE_LIMIT_MAX: '3' }, async (strict) => {
      const address = nextAddress();
      const codes = await statuses(4, (attempt) => login(strict, `someone${attempt}-${address}`, 'x', address));
      expect(codes).toEqual([401, 401, 401, 429]);
      const refused = await login(strict, 'anyone', 'x', address);
      expect(refused.json()).toEqual(throttled);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(strict, 'anyone', 'x')).statusCode).toBe(401);
    });
  });

  it('counts an IPv6 /64 as one address', async () => {
    await withApp({ AUTH_ADDRESS_RATE_LIMIT_MAX: '2' }, async (strict) => {
      const prefix = `2001:db8:${randomInt(0, 0xffff).toString(16)}:${randomInt(0, 0xffff).toString(16)}`;
      const fromPrefix = ['::1', '::abcd', ':1:2:3:4'].map((suffix) => `${prefix}${suffix}`);
      const codes = await statuses(3, (attempt) => login(strict, `v6-${attempt}-${prefix}`, 'x', fromPrefix[attempt]));
      expect(codes).toEqual([401, 401, 429]);
      expect((await login(strict, `v6-other-${prefix}`, 'x', `${prefix.replace(/:[^:]+$/, ':ffff')}::1`)).statusCode).toBe(401);
    });
  });

  it('counts wrong codes per address; a right one does not count', async () => {
    await withApp({ AUTH_ADDRESS_RATE_LIMIT_MAX: '2' }, async (strict) => {
      const address = nextAddress();
      const data = registrationData();
      await post(strict, '/api/auth/send-otp/', { email: data.email, purpose: 'register', user_data: data });
      const otp = await latestCode(strict, data.email);
      const verify = (email: string, code: string) => post(strict, '/api/auth/verify-otp/', { email, otp: code, purpose: 'register' }, {}, address);

      expect((await verify(registrationData().email, '123456')).statusCode).toBe(400);
      expect((await verify(data.email, otp)).statusCode).toBe(201);
      expect((await verify(registrationData().email, '123456')).statusCode).toBe(400);
      expect((await verify(registrationData().email, '123456')).statusCode).toBe(429);
    });
  });

  it('counts every code request per address (each one sends a mail)', async () => {
    await withApp({ AUTH_ADDRESS_RATE_LIMIT_MAX: '3' }, async (strict) => {
      const address = nextAddress();
      const codes = await statuses(4, () =>
        post(strict, '/api/auth/send-otp/', { email: registrationData().email, purpose: 'password-reset' }, {}, address),
      );
      expect(codes).toEqual([200, 200, 200, 429]);
    });
  });
});

describe('per-account limits stop guessing, not the owner', () => {
  it('refuses an account after AUTH_RATE_LIMIT_MAX failures from anywhere, but not its known devices', async () => {
    const data = await signUp(app);
    const known = await login(app, data.username, data.password);
    const deviceCookie = known.cookies.find((cookie) => cookie.name === 'tutorium_device');
    expect(deviceCookie).toMatchObject({ httpOnly: true, path: '/api/auth' });
    const fromKnownDevice = { cookie: `tutorium_device=${deviceCookie?.value}` };

    const codes = await statuses(11, () => login(app, data.username.toUpperCase(), 'guess'));
    expect(codes).toEqual([...Array(10).fill(401), 429]);
    const stranger = await login(app, data.email, data.password);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toEqual(throttled);
    expect(stranger.headers['retry-after']).toBeDefined();

    expect((await login(app, data.username, data.password, nextAddress(), fromKnownDevice)).statusCode).toBe(200);
    // Another account's device cookie is no key to this one.
    const other = await signUp(app);
    const otherDevice = (await login(app, other.username, other.password)).cookies.find((cookie) => cookie.name === 'tutorium_device');
    expect((await login(app, data.username, data.password, nextAddress(), { cookie: `tutorium_device=${otherDevice?.value}` })).statusCode).toBe(429);
  });

  it('limits guesses from a known device too, on their own count', async () => {
    const data = await signUp(app);
    const known = await login(app, data.username, data.password);
    const fromKnownDevice = { cookie: `tutorium_device=${known.cookies.find((cookie) => cookie.name === 'tutorium_device')?.value}` };
    const codes = await statuses(11, () => login(app, data.username, 'guess', nextAddress(), fromKnownDevice));
    expect(codes).toEqual([...Array(10).fill(401), 429]);
    expect((await login(app, data.username, data.password)).statusCode).toBe(200);
  });

  it('forgets the failures when the owner gets in', async () => {
    const data = await signUp(app);
    const codes = [
      ...(await statuses(9, () => login(app, data.username, 'typo'))),
      (await login(app, data.username, data.password)).statusCode,
      ...(await statuses(9, () => login(app, data.username, 'typo'))),
    ];
    expect(codes).toEqual([...Array(9).fill(401), 200, ...Array(9).fill(401)]);
  });

  it('keeps the counts in the database: another instance sees them, and spraying other names evicts nothing', async () => {
    await withApp({ AUTH_RATE_LIMIT_MAX: '2' }, async (first) => {
      const data = await signUp(first);
      expect(await statuses(2, () => login(first, data.username, 'guess'))).toEqual([401, 401]);
      await Promise.all(Array.from({ length: 50 }, (_, index) => login(first, `spray-${index}-${data.username}`, 'x')));
      await withApp({ AUTH_RATE_LIMIT_MAX: '2' }, async (second) => {
        expect((await login(second, data.username, 'guess')).statusCode).toBe(429);
      });
    });
  });

  it('fails closed to in-process counting when Redis hangs, and the API still answers', async () => {
    // Accepts connections and never answers, like a Redis stuck on a full disk.
    const accepted = new Set<Socket>();
    const blackhole = createServer((socket) => void accepted.add(socket));
    await new Promise<void>((resolve) => blackhole.listen(0, '127.0.0.1', resolve));
    const hanging = createRedis(`redis://127.0.0.1:${(blackhole.address() as AddressInfo).port}`);
    hanging.on('error', () => undefined);
    try {
      await withApp(
        { AUTH_ADDRESS_RATE_LIMIT_MAX: '1' },
        async (strict) => {
          const address = nextAddress();
          const codes = await statuses(2, (attempt) => login(strict, `redis-hangs-${attempt}-${address}`, 'x', address));
          expect(codes).toEqual([401, 429]);
        },
        hanging,
      );
    } finally {
      hanging.disconnect();
      for (const socket of accepted) socket.destroy();
      await new Promise<void>((resolve) => blackhole.close(() => resolve()));
    }
  });

  it('fails closed to in-process counting when Redis is down', async () => {
    const unreachable = new Redis('redis://127.0.0.1:9', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    try {
      await withApp(
        { AUTH_ADDRESS_RATE_LIMIT_MAX: '2' },
        async (strict) => {
          const address = nextAddress();
          const codes = await statuses(3, (attempt) => login(strict, `redis-down-${attempt}-${address}`, 'x', address));
          expect(codes).toEqual([401, 401, 429]);
        },
        unreachable,
      );
    } finally {
      unreachable.disconnect();
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
