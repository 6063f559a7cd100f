// Runs only when REDIS_URL is set (jest.config.cjs leaves test/redis out otherwise; CI sets it).
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { post } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.dispose();
});

it('counts login attempts to one account across instances through Redis', async () => {
  const redis = new Redis(String(process.env.REDIS_URL));
  const env = { AUTH_RATE_LIMIT_MAX: '2', RATE_LIMIT_MAX: '1000' };
  const first = await buildTestApp({ database, redis, env });
  const second = await buildTestApp({ database, redis, env });
  // An account name no earlier run used, so counters left in Redis do not matter.
  const username = `nobody-${randomUUID()}`;
  try {
    const statuses = [
      (await post(first.app, '/api/auth/login/', { username, password: 'x' })).statusCode,
      (await post(second.app, '/api/auth/login/', { username, password: 'x' })).statusCode,
      (await post(first.app, '/api/auth/login/', { username, password: 'x' })).statusCode,
    ];
    expect(statuses).toEqual([401, 401, 429]);
  } finally {
    await first.close();
    await second.close();
    await redis.quit();
  }
});
