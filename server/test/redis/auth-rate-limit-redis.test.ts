// Runs only when REDIS_URL is set (jest.config.cjs leaves test/redis out otherwise; CI sets it).
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { nextAddress, post, signUp } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.dispose();
});

it('counts failed logins from one address across instances through Redis', async () => {
  const redis = new Redis(String(process.env.REDIS_URL));
  const env = { AUTH_ADDRESS_RATE_LIMIT_MAX: '2', RATE_LIMIT_MAX: '1000' };
  const first = await buildTestApp({ database, redis, env });
  const second = await buildTestApp({ database, redis, env });
  // Names and an address no earlier run used, so counters left in Redis do not matter.
  const address = nextAddress();
  const attempt = (app: typeof first.app) => post(app, '/api/auth/login/', { username: `nobody-${randomUUID()}`, password: 'x' }, {}, address);
  try {
    const statuses = [(await attempt(first.app)).statusCode, (await attempt(second.app)).statusCode, (await attempt(first.app)).statusCode];
    expect(statuses).toEqual([401, 401, 429]);
  } finally {
    await first.close();
    await second.close();
    await redis.quit();
  }
});

it("gives a successful login's place back in Redis", async () => {
  const redis = new Redis(String(process.env.REDIS_URL));
  const env = { AUTH_ADDRESS_RATE_LIMIT_MAX: '2', RATE_LIMIT_MAX: '1000' };
  const instance = await buildTestApp({ database, redis, env });
  const address = nextAddress();
  try {
    const data = await signUp(instance.app);
    const codes: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      codes.push((await post(instance.app, '/api/auth/login/', { username: data.username, password: data.password }, {}, address)).statusCode);
    }
    codes.push((await post(instance.app, '/api/auth/login/', { username: `nobody-${randomUUID()}`, password: 'x' }, {}, address)).statusCode);
    expect(codes).toEqual([200, 200, 200, 401]);
  } finally {
    await instance.close();
    await redis.quit();
  }
});
