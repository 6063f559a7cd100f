import { START_SCRIPT_HASH as START_SCRIPT } from '../src/http/security-headers';
import { buildTestApp, type TestAppOptions } from './helpers/build-test-app';
import { createTempDir, type TempDir } from './helpers/temp-dir';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

let database: TestDatabase;
let releases: TempDir;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.dispose();
});

beforeEach(async () => {
  releases = await createTempDir();
});

afterEach(async () => {
  await releases.remove();
});

async function getRemotes(env: TestAppOptions['env'] = {}) {
  const { app, close } = await buildTestApp({ database, env: { RELEASES_DIR: releases.path, ...env } });
  try {
    return await app.inject({ method: 'GET', url: '/remotes.json' });
  } finally {
    await close();
  }
}

describe('GET /remotes.json', () => {
  it('points every remote at its own build by default, never cached', async () => {
    const response = await getRemotes();

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      auth: '/remotes/auth/mf-manifest.json',
      tutors: '/remotes/tutors/mf-manifest.json',
      jobs: '/remotes/jobs/mf-manifest.json',
      gigs: '/remotes/gigs/mf-manifest.json',
      chat: '/remotes/chat/mf-manifest.json',
      payments: '/remotes/payments/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    });
  });

  it('follows the active releases file, re-read on every request', async () => {
    const { app, close } = await buildTestApp({ database, env: { RELEASES_DIR: releases.path } });
    try {
      await releases.write('active.json', JSON.stringify({ jobs: '/releases/jobs/42/mf-manifest.json' }));
      const released = (await app.inject({ method: 'GET', url: '/remotes.json' })).json();
      await releases.write('active.json', JSON.stringify({}));
      const rolledBack = (await app.inject({ method: 'GET', url: '/remotes.json' })).json();

      expect(released.jobs).toBe('/releases/jobs/42/mf-manifest.json');
      expect(released.chat).toBe('/remotes/chat/mf-manifest.json');
      expect(rolledBack.jobs).toBe('/remotes/jobs/mf-manifest.json');
    } finally {
      await close();
    }
  });

  it('lets REMOTE_URL_<NAME> win over the active release', async () => {
    await releases.write('active.json', JSON.stringify({ jobs: '/releases/jobs/42/mf-manifest.json' }));

    const response = await getRemotes({ REMOTE_URL_JOBS: 'http://localhost:3003/mf-manifest.json' });

    expect(response.json().jobs).toBe('http://localhost:3003/mf-manifest.json');
  });

  it.each([
    ['not JSON', '{ "jobs": '],
    ['not an object', '["jobs"]'],
    ['a bad URL', JSON.stringify({ jobs: 'javascript:alert(1)' })],
  ])('ignores an active releases file that is %s', async (_case, content) => {
    await releases.write('active.json', content);

    const response = await getRemotes();

    expect(response.statusCode).toBe(200);
    expect(response.json().jobs).toBe('/remotes/jobs/mf-manifest.json');
  });
});

describe('remote overrides (REMOTE_OVERRIDES)', () => {
  it('are off unless set: no header for the shell, and the CSP allows no local dev server', async () => {
    const response = await getRemotes();

    expect(response.headers['x-remote-overrides']).toBeUndefined();
    const scripts = String(response.headers['content-security-policy']).split(';').find((entry) => entry.startsWith('script-src '));
    expect(scripts).toBe(`script-src 'self' ${START_SCRIPT}`);
  });

  it('when on, the shell is told so and the CSP lets scripts, styles and sockets come from this machine only', async () => {
    const response = await getRemotes({ REMOTE_OVERRIDES: '1' });

    expect(response.headers['x-remote-overrides']).toBe('on');
    const directives = String(response.headers['content-security-policy']).split(';');
    for (const name of ['script-src', 'style-src', 'connect-src']) {
      const directive = directives.find((entry) => entry.startsWith(`${name} `)) ?? '';
      expect(directive).toContain('http://localhost:*');
      expect(directive).toContain('http://127.0.0.1:*');
    }
    expect(directives.find((entry) => entry.startsWith('connect-src '))).toContain('ws://localhost:*');
    expect(directives.find((entry) => entry.startsWith('script-src '))).toBe(
      `script-src 'self' ${START_SCRIPT} http://localhost:* http://127.0.0.1:*`,
    );
  });

  it('refuses a value other than 0 or 1 at boot', async () => {
    await expect(getRemotes({ REMOTE_OVERRIDES: 'yes' })).rejects.toThrow(/REMOTE_OVERRIDES/);
  });
});
