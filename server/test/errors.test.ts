import { ERROR_CODES } from '@tutorium/shared/contracts';
import { z } from 'zod';
import type { App } from '../src/app';
import { declareAccess } from '../src/core/access';
import { DomainError } from '../src/core/errors';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

// The spine has no write endpoint yet, so these routes stand in for the ones domains will add.
function addProbeRoutes(app: App): void {
  declareAccess(app, 'public');
  app.post(
    '/api/test/profile',
    {
      schema: {
        body: z.object({
          name: z.string().min(1),
          age: z.number().int(),
          address: z.object({ city: z.string() }),
        }),
      },
    },
    async (request) => ({ received: request.body.name }),
  );
  app.post('/api/test/anything', async (request) => ({ body: request.body ?? null }));
  app.get('/api/test/conflict', async () => {
    throw new DomainError(409, ERROR_CODES.conflict, 'Email is already registered.');
  });
  app.get('/api/test/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
}

let database: TestDatabase;
let testApp: TestApp;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await buildTestApp({ database, routes: addProbeRoutes });
  app = testApp.app;
});

afterAll(async () => {
  await testApp.close();
  await database.dispose();
});

describe('error replies in the Django REST Framework shape', () => {
  it('404s unknown API routes with detail and code', async () => {
    const responses = await Promise.all([
      app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { accept: 'text/html' } }),
      app.inject({ method: 'DELETE', url: '/api/jobs/1/' }),
    ]);

    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
  });

  it('rejects malformed JSON with a parse error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/profile',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ada",',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: expect.any(String), code: 'parse_error' });
  });

  it('lists wrong or missing fields by name, nested paths joined with dots', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/profile',
      payload: { name: 42, address: { city: false } },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: ['Not a valid string.'],
      age: ['This field is required.'],
      'address.city': ['Not a valid string.'],
    });
  });

  it('reports a body that is not an object under non_field_errors', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/profile', payload: [1, 2] });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: [expect.any(String)] });
  });

  it('accepts an empty body sent as JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/anything',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ body: null });
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/anything',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(1_048_576) }),
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: expect.any(String), code: 'payload_too_large' });
  });

  it('refuses content types other than JSON with 415', async () => {
    const responses = await Promise.all(
      ['application/xml', 'text/plain'].map((type) =>
        app.inject({ method: 'POST', url: '/api/test/anything', headers: { 'content-type': type }, payload: 'hello' }),
      ),
    );

    for (const response of responses) {
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ detail: expect.stringContaining('Unsupported media type'), code: 'unsupported_media_type' });
    }
  });

  it('turns a domain error into its status, detail and code', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'Email is already registered.', code: 'conflict' });
  });

  it('hides the internals of unexpected failures', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Internal server error.', code: 'server_error' });
    expect(response.body).not.toContain('secret');
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });
});
