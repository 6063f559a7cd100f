import { buildTestApp, PRODUCTION_ENV } from './helpers/build-test-app';

describe('API documentation', () => {
  it('serves an OpenAPI document generated from the route schemas', async () => {
    const { app, close } = await buildTestApp();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/docs/json' });

      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.openapi).toMatch(/^3\./);
      expect(document.paths['/api/health']?.get?.responses?.['200']).toBeDefined();
      expect(document.paths['/api/dev/outbox']?.get?.parameters).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'to', in: 'query', required: true })]),
      );
    } finally {
      await close();
    }
  });

  it('is not served in production unless API_DOCS=on', async () => {
    for (const [env, status] of [[{}, 404], [{ API_DOCS: 'on' }, 200]] as const) {
      const { app, close } = await buildTestApp({ env: { ...PRODUCTION_ENV, ...env } });
      try {
        expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(status);
        expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(status);
      } finally {
        await close();
      }
    }
  });

  it('serves the interactive docs page', async () => {
    const { app, close } = await buildTestApp();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/docs' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    } finally {
      await close();
    }
  });
});
