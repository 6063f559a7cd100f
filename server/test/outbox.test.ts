import { buildTestApp, PRODUCTION_ENV } from './helpers/build-test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.dispose();
});

describe('GET /api/dev/outbox', () => {
  it('lists the mails sent to one address, newest first, in a DRF page', async () => {
    const { app, close } = await buildTestApp({ database });
    try {
      await app.mailer.send({ to: 'ada@example.com', subject: 'Your code', text: 'Code 111111' });
      await app.mailer.send({ to: 'grace@example.com', subject: 'Not for Ada', text: '...' });
      await app.mailer.send({ to: 'Ada@Example.com', subject: 'Your new code', text: 'Code 222222' });

      const response = await app.inject({ method: 'GET', url: '/api/dev/outbox/?to=ada@example.com' });

      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page).toMatchObject({ count: 2, next: null, previous: null });
      expect(page.results.map((mail: { subject: string }) => mail.subject)).toEqual(['Your new code', 'Your code']);
      expect(page.results[0]).toEqual({
        id: expect.any(Number),
        to: 'ada@example.com',
        subject: 'Your new code',
        body: 'Code 222222',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    } finally {
      await close();
    }
  });

  it('asks for a valid recipient address', async () => {
    const { app, close } = await buildTestApp({ database });
    try {
      const missing = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
      const invalid = await app.inject({ method: 'GET', url: '/api/dev/outbox?to=not-an-email' });

      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ to: ['This field is required.'] });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({ to: ['Enter a valid email address.'] });
    } finally {
      await close();
    }
  });

  it('does not exist in production', async () => {
    const { app, close } = await buildTestApp({ database, env: PRODUCTION_ENV });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/dev/outbox?to=ada@example.com' });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    } finally {
      await close();
    }
  });
});
