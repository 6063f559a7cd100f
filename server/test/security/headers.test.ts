import { START_SCRIPT_HASH } from '../../src/http/security-headers';
import { bearer, signedInUser } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.dispose();
});

describe('caching of API replies', () => {
  it('forbids storing personal replies, errors and tokens, and keeps the map settings cacheable', async () => {
    const { app, close } = await buildTestApp({ database });
    try {
      const { session } = await signedInUser(app);
      const me = await app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(session.access) });
      expect(me.statusCode).toBe(200);
      expect(me.headers['cache-control']).toBe('no-store');
      const refused = await app.inject({ method: 'GET', url: '/api/points/' });
      expect([refused.statusCode, refused.headers['cache-control']]).toEqual([401, 'no-store']);
      const login = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username: 'nobody', password: 'x' } });
      expect(login.headers['cache-control']).toBe('no-store');
      expect((await app.inject({ method: 'GET', url: '/api/map/config/' })).headers['cache-control']).toBe('public, max-age=3600');
    } finally {
      await close();
    }
  });
});

describe('security headers', () => {
  it('sends a strict CSP and the usual hardening headers', async () => {
    const { app, close } = await buildTestApp({ database });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health', headers: { host: 'localhost:8080' } });

      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("connect-src 'self' ws://localhost:8080 wss://localhost:8080");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      // One inline script, by its hash: the start script of the shell's pages.
      expect(csp.match(/script-src[^;]*/)?.[0].match(/'sha256-[^']+'/g)).toEqual([START_SCRIPT_HASH]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
    } finally {
      await close();
    }
  });

  it('allows scripts, styles and connections from remotes overridden with absolute URLs', async () => {
    const { app, close } = await buildTestApp({
      database,
      env: { REMOTE_URL_JOBS: 'http://localhost:3003/mf-manifest.json', REMOTE_URL_CHAT: '/releases/chat/7/mf-manifest.json' },
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/remotes.json' });

      const directives = String(response.headers['content-security-policy']).split(';');
      const directive = (name: string) => directives.find((entry) => entry.startsWith(`${name} `)) ?? '';
      expect(directive('script-src')).toContain('http://localhost:3003');
      expect(directive('style-src')).toContain('http://localhost:3003');
      expect(directive('connect-src')).toContain('http://localhost:3003');
      expect(directive('connect-src')).toContain('ws://localhost:3003');
      expect(directive('script-src')).not.toContain('/releases');
    } finally {
      await close();
    }
  });

  it('keeps a forged Host header out of the CSP', async () => {
    const { app, close } = await buildTestApp({ database });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { host: "evil; script-src 'unsafe-inline'" },
      });

      expect(String(response.headers['content-security-policy'])).not.toContain('evil');
    } finally {
      await close();
    }
  });
});

describe('rate limiting', () => {
  it('throttles an address after RATE_LIMIT_MAX API requests, in the DRF shape', async () => {
    const { app, close } = await buildTestApp({ database, env: { RATE_LIMIT_MAX: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await app.inject({ method: 'GET', url: '/api/health' })).statusCode);
      const throttled = await app.inject({ method: 'GET', url: '/api/health' });

      expect(statuses).toEqual([200, 200, 200]);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toEqual({ detail: 'Request was throttled.', code: 'throttled' });
      expect(throttled.headers['retry-after']).toBeDefined();
    } finally {
      await close();
    }
  });

  it('counts signed-in users by account and everyone else by address, so a classroom behind one router works', async () => {
    const { app, close } = await buildTestApp({ database, env: { RATE_LIMIT_MAX: '3' } });
    try {
      const router = '192.0.2.77';
      const [first, second] = [await signedInUser(app), await signedInUser(app)];
      const call = (headers: Record<string, string> = {}, url = '/api/users/me/') => app.inject({ method: 'GET', url, headers, remoteAddress: router });
      const statuses: number[] = [];
      for (const session of [first.session, second.session]) {
        for (let i = 0; i < 3; i += 1) statuses.push((await call(bearer(session.access))).statusCode);
      }
      expect(statuses).toEqual(Array(6).fill(200));
      expect((await call(bearer(first.session.access))).statusCode).toBe(429);

      // A forged or expired token is no account: it counts against the address.
      const anonymous: number[] = [];
      for (let i = 0; i < 4; i += 1) anonymous.push((await call(bearer('forged.token.value'), '/api/health')).statusCode);
      expect(anonymous).toEqual([200, 200, 200, 429]);
    } finally {
      await close();
    }
  });

  it('does not throttle pages and built assets', async () => {
    const { app, close } = await buildTestApp({ database, env: { RATE_LIMIT_MAX: '1' } });
    try {
      const responses = [];
      for (let i = 0; i < 3; i += 1) responses.push(await app.inject({ method: 'GET', url: '/remotes.json' }));

      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    } finally {
      await close();
    }
  });
});
