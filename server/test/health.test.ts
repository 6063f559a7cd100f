import { healthSchema } from '@tutorium/shared/schemas';
import { buildTestApp } from './helpers/build-test-app';

const expectedDriver = process.env.DATABASE_URL ? 'postgres' : 'pglite';

describe('GET /api/health', () => {
  it('reports ok with the database driver and version', async () => {
    const { app, close } = await buildTestApp();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });

      expect(response.statusCode).toBe(200);
      const body = healthSchema.parse(response.json());
      expect(body).toEqual({ status: 'ok', database: { ok: true, driver: expectedDriver }, version: expect.any(String) });
    } finally {
      await close();
    }
  });

  it('answers with and without a trailing slash', async () => {
    const { app, close } = await buildTestApp();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health/' });

      expect(response.statusCode).toBe(200);
    } finally {
      await close();
    }
  });

  it('reports degraded with 503 when the database is gone', async () => {
    const { app, database, close } = await buildTestApp();
    try {
      await database.close();

      const response = await app.inject({ method: 'GET', url: '/api/health' });

      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'degraded',
        database: { ok: false, driver: expectedDriver },
        version: expect.any(String),
      });
    } finally {
      await close();
    }
  });
});
