import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTempDir, type TempDir } from './helpers/temp-dir';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHELL_HTML = '<!doctype html><title>Tutorium</title><div id="root"></div>';
const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let database: TestDatabase;
let root: TempDir;
let releases: TempDir;
let server: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  root = await createTempDir();
  releases = await createTempDir();
  await root.write('shell/dist/index.html', SHELL_HTML);
  await root.write('shell/dist/main.3f9a2c1b.js', 'console.log("shell")');
  await root.write('shell/dist/favicon.ico', 'icon');
  await root.write('mfe-jobs/dist/mf-manifest.json', '{"name":"jobs"}');
  await root.write('mfe-jobs/dist/remoteEntry.js', 'var jobs;');
  await root.write('mfe-jobs/dist/src_pages_job-list.a1b2c3d4e5.js', 'export {}');
  await releases.write('jobs/2024-06-01-1/mf-manifest.json', '{"name":"jobs","release":1}');
  await releases.write('jobs/2024-06-01-1/chunk.0123abcd.js', 'export {}');
  await releases.write('active.json', '{}');
  server = await buildTestApp({ database, env: { STATIC_ROOT: root.path, RELEASES_DIR: releases.path } });
});

afterAll(async () => {
  await server.close();
  await database.dispose();
  await root.remove();
  await releases.remove();
});

describe('the shell', () => {
  it('serves index.html at / without caching', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/', headers: page });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('renders deep links such as /jobs/123 through index.html', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/jobs/123?tab=details', headers: page });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SHELL_HTML);
  });

  it('caches content-hashed assets forever and revalidates the rest', async () => {
    const hashed = await server.app.inject({ method: 'GET', url: '/main.3f9a2c1b.js' });
    const plain = await server.app.inject({ method: 'GET', url: '/favicon.ico' });

    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('does not answer API, socket or asset misses with the page', async () => {
    for (const url of ['/api/nothing', '/ws/chat/1/', '/remotes/jobs/missing.js', '/missing.js']) {
      const response = await server.app.inject({ method: 'GET', url, headers: url.endsWith('.js') ? {} : page });

      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('replies 503 with a hint when the shell is not built', async () => {
    const empty = await createTempDir();
    const unbuilt = await buildTestApp({ database, env: { STATIC_ROOT: empty.path } });
    try {
      const response = await unbuilt.app.inject({ method: 'GET', url: '/jobs/123', headers: page });

      expect(response.statusCode).toBe(503);
      expect(response.body).toBe('The shell is not built yet. Run npm run build.');
    } finally {
      await unbuilt.close();
      await empty.remove();
    }
  });
});

describe('remotes and releases', () => {
  it('serves a remote build with revalidated entry points, immutable chunks and open CORS', async () => {
    const manifest = await server.app.inject({ method: 'GET', url: '/remotes/jobs/mf-manifest.json' });
    const entry = await server.app.inject({ method: 'GET', url: '/remotes/jobs/remoteEntry.js' });
    const chunk = await server.app.inject({ method: 'GET', url: '/remotes/jobs/src_pages_job-list.a1b2c3d4e5.js' });

    expect(manifest.json()).toEqual({ name: 'jobs' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    for (const response of [manifest, entry, chunk]) {
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('serves released builds under /releases/<name>/<id>/ with the same rules', async () => {
    const manifest = await server.app.inject({ method: 'GET', url: '/releases/jobs/2024-06-01-1/mf-manifest.json' });
    const chunk = await server.app.inject({ method: 'GET', url: '/releases/jobs/2024-06-01-1/chunk.0123abcd.js' });

    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'jobs', release: 1 });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('keeps the releases bookkeeping and unknown remotes private', async () => {
    const active = await server.app.inject({ method: 'GET', url: '/releases/active.json' });
    const traversal = await server.app.inject({ method: 'GET', url: '/releases/jobs/../active.json' });
    const unknown = await server.app.inject({ method: 'GET', url: '/remotes/admin/mf-manifest.json' });

    expect(active.statusCode).toBe(404);
    expect(traversal.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses encoded path traversal as a client error, without the file', async () => {
    await root.write('secret.txt', 'top secret');

    const response = await server.app.inject({ method: 'GET', url: '/remotes/jobs/..%2f..%2fsecret.txt' });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Forbidden', code: 'permission_denied' });
  });
});
