import Fastify from 'fastify';
import { sql } from 'kysely';
import { passwordWorkBusy } from '../../src/auth/password-hasher';
import { QueueFullError, WorkQueue } from '../../src/auth/work-queue';
import { deleteExpiredRows, scheduleCleanup, type CleanupReport } from '../../src/cleanup/cleanup.service';
import { REQUEST_TIMEOUT_MS } from '../../src/app';
import { logIn, nextAddress, signUp } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.dispose();
});

/** An app on the shared database whose log lines are kept, parsed. */
async function withLoggedApp(env: Record<string, string>, run: (testApp: TestApp, lines: Array<Record<string, unknown>>) => Promise<void>) {
  const lines: Array<Record<string, unknown>> = [];
  const testApp = await buildTestApp({
    database,
    env: { LOG_LEVEL: 'info', ...env },
    logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  try {
    await run(testApp, lines);
  } finally {
    await testApp.close();
  }
}

describe('the development outbox', () => {
  it('answers only clients on this machine, whatever X-Forwarded-For claims', async () => {
    const { app, close } = await buildTestApp({ database, env: { TRUST_PROXY: '1' } });
    try {
      const read = (remoteAddress: string, headers: Record<string, string> = {}) =>
        app.inject({ method: 'GET', url: '/api/dev/outbox/', query: { to: 'a@example.com' }, remoteAddress, headers });
      expect((await read('127.0.0.1')).statusCode).toBe(200);
      expect((await read('::1')).statusCode).toBe(200);
      expect((await read('::ffff:127.0.0.1')).statusCode).toBe(200);
      const remote = await read('192.168.1.20');
      expect(remote.statusCode).toBe(404);
      expect(remote.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
      expect((await read('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    } finally {
      await close();
    }
  });
});

describe('TRUST_PROXY', () => {
  const proxyWarnings = (lines: Array<Record<string, unknown>>) =>
    lines.filter((line) => String(line.msg).includes('X-Forwarded-For arrived from a private address'));

  it('is off by default, and the server says once when a proxy seems to be in front of it', async () => {
    await withLoggedApp({}, async ({ app }, lines) => {
      const viaProxy = () => app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '198.51.100.7' } });
      await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '198.51.100.8', headers: { 'x-forwarded-for': '198.51.100.7' } });
      expect(proxyWarnings(lines)).toHaveLength(0);
      await viaProxy();
      await viaProxy();
      expect(proxyWarnings(lines)).toEqual([expect.objectContaining({ level: 40, peer: '10.0.0.2' })]);
    });
  });

  it('says nothing once TRUST_PROXY is set, and then limits see the client behind the proxy', async () => {
    await withLoggedApp({ TRUST_PROXY: '1' }, async ({ app }, lines) => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      expect(response.statusCode).toBe(200);
      expect(proxyWarnings(lines)).toHaveLength(0);
    });
  });
});

describe('request logs', () => {
  it('never show the token of an e-mailed link', async () => {
    await withLoggedApp({}, async ({ app }, lines) => {
      await app.inject({ method: 'GET', url: '/reset-password/MTI/the-secret-reset-token?x=1' });
      await app.inject({ method: 'GET', url: '/verify-email/MTI/the-secret-verify-token' });
      const logged = JSON.stringify(lines);
      expect(logged).not.toContain('the-secret-reset-token');
      expect(logged).not.toContain('the-secret-verify-token');
      expect(logged).toContain('/reset-password/MTI/[redacted]?x=1');
      expect(logged).toContain('/verify-email/MTI/[redacted]');
    });
  });
});

describe('slow and heavy requests', () => {
  it('time out when a client takes too long to send one', async () => {
    const { app, close } = await buildTestApp({ database });
    try {
      expect(app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
      expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });

  it('run password hashing a few at a time, with a short line, and turn the rest away', async () => {
    const queue = new WorkQueue(1, 1);
    const releases: Array<() => void> = [];
    const started: number[] = [];
    const task = (id: number) => () =>
      new Promise<number>((resolve) => {
        started.push(id);
        releases.push(() => resolve(id));
      });

    const first = queue.run(task(1));
    const second = queue.run(task(2));
    await expect(queue.run(task(3))).rejects.toBeInstanceOf(QueueFullError);
    expect(started).toEqual([1]);
    releases[0]?.();
    await expect(first).resolves.toBe(1);
    await new Promise(setImmediate);
    expect(started).toEqual([1, 2]);
    releases[1]?.();
    await expect(second).resolves.toBe(2);
    await expect(queue.run(async () => 4)).resolves.toBe(4);
  });

  it('answer 503 with Retry-After when the password line is full', async () => {
    const { app, close } = await buildTestApp({
      database,
      routes: (built) => built.get('/api/probe/password-busy', { config: { access: 'public' } }, async () => Promise.reject(passwordWorkBusy())),
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/probe/password-busy' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ detail: 'The server is busy. Please try again in a few seconds.', code: 'service_unavailable' });
    } finally {
      await close();
    }
  });
});

describe('the periodic cleanup', () => {
  it('deletes expired codes, tokens, old outbox mail and ended failure windows, and keeps live ones', async () => {
    const { app, close } = await buildTestApp({ database });
    const { db } = database;
    try {
      const user = await signUp(app);
      await logIn(app, user.username, user.password);
      const ago = (seconds: number) => sql<Date>`now() - make_interval(secs => ${seconds})`;
      const { id } = await db.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirstOrThrow();
      const userId = Number(id);
      const marker = `cleanup-${nextAddress()}`;

      await db
        .insertInto('otp_codes')
        .values([
          { target: `${marker}-old`, purpose: 'password-reset', code_hash: 'x', expires_at: ago(2 * 86_400), created_at: ago(2 * 86_400) },
          { target: `${marker}-today`, purpose: 'password-reset', code_hash: 'x', expires_at: ago(60), created_at: ago(360) },
        ])
        .execute();
      await db
        .insertInto('link_tokens')
        .values([
          { user_id: userId, purpose: 'reset', token_hash: `${marker}-expired`, expires_at: ago(1) },
          { user_id: userId, purpose: 'reset', token_hash: `${marker}-live`, expires_at: ago(-3600) },
        ])
        .execute();
      await db
        .insertInto('refresh_tokens')
        .values({ user_id: userId, family_id: '00000000-0000-4000-8000-000000000001', token_hash: `${marker}-refresh`, expires_at: ago(1) })
        .execute();
      await db
        .insertInto('mail_outbox')
        .values([
          { to_email: `${marker}@example.com`, subject: 'old', body: 'x', created_at: ago(8 * 86_400) },
          { to_email: `${marker}@example.com`, subject: 'new', body: 'x' },
        ])
        .execute();
      await db
        .insertInto('auth_failures')
        .values([
          { key: `${marker}-ended`, count: 3, window_ends: ago(1) },
          { key: `${marker}-live`, count: 3, window_ends: ago(-600) },
        ])
        .execute();

      const report = await deleteExpiredRows(db);
      expect(report).toEqual<CleanupReport>({
        otpCodes: expect.any(Number),
        linkTokens: expect.any(Number),
        refreshTokens: expect.any(Number),
        outboxMails: expect.any(Number),
        authFailures: expect.any(Number),
        clientEvents: expect.any(Number),
      });

      expect((await db.selectFrom('otp_codes').select('target').where('target', 'like', `${marker}%`).execute()).map((row) => row.target)).toEqual([`${marker}-today`]);
      expect((await db.selectFrom('mail_outbox').select('subject').where('to_email', '=', `${marker}@example.com`).execute()).map((row) => row.subject)).toEqual(['new']);
      expect((await db.selectFrom('link_tokens').select('token_hash').where('token_hash', 'like', `${marker}%`).execute()).map((row) => row.token_hash)).toEqual([`${marker}-live`]);
      expect(await db.selectFrom('refresh_tokens').select('id').where('token_hash', '=', `${marker}-refresh`).execute()).toEqual([]);
      expect((await db.selectFrom('auth_failures').select('key').where('key', 'like', `${marker}%`).execute()).map((row) => row.key)).toEqual([`${marker}-live`]);
      // The user's live login is untouched.
      expect(await db.selectFrom('refresh_tokens').select('id').where('user_id', '=', userId).where('expires_at', '>', sql<Date>`now()`).execute()).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it('runs on a schedule while the app is up, and stops with it', async () => {
    const app = Fastify();
    const report: CleanupReport = { otpCodes: 0, linkTokens: 0, refreshTokens: 0, outboxMails: 0, authFailures: 0, clientEvents: 0 };
    let runs = 0;
    let twice: () => void = () => undefined;
    const ranTwice = new Promise<void>((resolve) => (twice = resolve));
    scheduleCleanup(app, async () => {
      runs += 1;
      if (runs === 2) twice();
      return report;
    }, 10);
    await app.ready();
    await ranTwice;
    await app.close();
    const afterClose = runs;
    // Nothing to await for "never again": give a stopped 10 ms schedule a few periods to misbehave.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(afterClose);
  });
});
