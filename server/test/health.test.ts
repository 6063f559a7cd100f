import type { AddressInfo } from 'node:net';
import { healthSchema } from '@tutorium/shared/schemas';
import { sql } from 'kysely';
import { closeServer } from '../src/http/graceful-shutdown';
import { buildApp } from '../src/app';
import { buildTestApp, testConfig } from './helpers/build-test-app';
import { createTestDatabase } from './helpers/test-database';

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

describe('GET /api/ready', () => {
  it('is ready on a migrated database, and not once the instance starts stopping (liveness stays ok)', async () => {
    const { app, close } = await buildTestApp();
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ ready: true, database: true, redis: null, migrations: true, draining: false });

      app.readiness.draining = true;
      const draining = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({ ready: false, draining: true, database: true });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await close();
    }
  });

  it('is not ready on a database without every migration of this build', async () => {
    // A database one migration behind this build.
    const database = await createTestDatabase();
    await sql`delete from kysely_migration where name = (select max(name) from kysely_migration)`.execute(database.db);
    const { app, close } = await buildTestApp({ database });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ ready: false, database: true, migrations: false });
    } finally {
      await close();
      await database.dispose();
    }
  });

  it('is not ready when the database is gone', async () => {
    const { app, database, close } = await buildTestApp();
    try {
      await database.close();
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).json()).toMatchObject({ ready: false, database: false, migrations: false });
    } finally {
      await close();
    }
  });
});

describe('stopping an instance', () => {
  it('turns readiness false before it stops taking requests, then closes the database', async () => {
    const database = await createTestDatabase();
    const { app } = await buildTestApp({ database });
    const seen: Array<number> = [];
    let closed = false;
    expect((await app.inject({ method: 'GET', url: '/api/health' })).headers.connection).not.toBe('close');
    const stopped = closeServer({ app, database: { ...database, close: async () => { closed = true; await database.dispose(); } }, drainMs: 1_000 });
    // While draining, requests are still answered, and readiness says no.
    seen.push((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    seen.push(health.statusCode);
    // ...and each response asks its proxy to drop the connection, so none is idle when the instance stops.
    expect(health.headers.connection).toBe('close');
    await stopped;
    expect(seen).toEqual([503, 200]);
    expect(closed).toBe(true);
  });

  it('serves a request that reaches it while it closes, rather than refusing it with 503', async () => {
    const database = await createTestDatabase();
    const app = buildApp({ config: testConfig(), database });
    let url = '';
    let answeredWhileClosing: number | undefined;
    // Runs once the instance is closing but before it stops listening: what a proxy can still reach.
    app.addHook('preClose', async () => {
      answeredWhileClosing = (await fetch(`${url}/api/health`)).status;
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    await closeServer({ app, database: { ...database, close: database.dispose } });
    expect(answeredWhileClosing).toBe(200);
  });
});
