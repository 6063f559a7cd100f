// Runs only when REDIS_URL is set (jest.config.cjs leaves test/redis out otherwise; CI sets it).
import { Redis } from 'ioredis';
import { RATE_LIMIT_NAMESPACE } from '../../src/http/rate-limit';
import { buildTestApp } from '../helpers/build-test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.dispose();
});

it('shares the counters through Redis when REDIS_URL is set', async () => {
  const redis = new Redis(String(process.env.REDIS_URL));
  // inject() comes from 127.0.0.1; start from a clean counter in case an earlier run left one.
  await redis.del(`${RATE_LIMIT_NAMESPACE}127.0.0.1`);
  const first = await buildTestApp({ database, redis, env: { RATE_LIMIT_MAX: '2' } });
  const second = await buildTestApp({ database, redis, env: { RATE_LIMIT_MAX: '2' } });
  try {
    const statuses = [
      (await first.app.inject({ method: 'GET', url: '/api/health' })).statusCode,
      (await second.app.inject({ method: 'GET', url: '/api/health' })).statusCode,
      (await first.app.inject({ method: 'GET', url: '/api/health' })).statusCode,
    ];

    expect(statuses).toEqual([200, 200, 429]);
  } finally {
    await first.close();
    await second.close();
    await redis.del(`${RATE_LIMIT_NAMESPACE}127.0.0.1`);
    await redis.quit();
  }
});
