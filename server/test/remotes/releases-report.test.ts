import { sql } from 'kysely';
import { executeAdminCommand } from '../../src/admin/admin-commands';
import { testConfig } from '../helpers/build-test-app';
import { createTempDir, type TempDir } from '../helpers/temp-dir';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let releases: TempDir;

beforeAll(async () => {
  database = await createTestDatabase();
  releases = await createTempDir();
});

afterAll(async () => {
  await releases.remove();
  await database.dispose();
});

async function releasesCommand(...args: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const config = testConfig({ RELEASES_DIR: releases.path });
  const code = await executeAdminCommand(database.db, ['releases', ...args], (line) => stdout.push(line), (line) => stderr.push(line), {
    config,
    warn: (_details, message) => stderr.push(message),
  });
  return { code, stdout, stderr };
}

async function views(remote: string, build: string, count: number, errors: number, lcpMs: number) {
  const rows = Array.from({ length: count }, (_, index) => ({
    remote, build, kind: 'view' as const, view_id: `${build}-${index}`, message: null, component_stack: null, lcp_ms: lcpMs, created_at: sql<Date>`now() - interval '1 minute'`,
  }));
  const failures = Array.from({ length: errors }, (_, index) => ({
    remote, build, kind: 'load-failure' as const, view_id: `${build}-${index}`, message: 'x', component_stack: null, lcp_ms: null, client_key: `browser-${index}`,
    created_at: sql<Date>`now() - interval '1 minute'`,
  }));
  await database.db.insertInto('client_events').values([...rows, ...failures]).execute();
}

it('shows each remote’s active build and canary with share, views, errors per 1,000 views, the clients they came from and median paint, as text or JSON', async () => {
  const since = new Date(Date.now() - 10 * 60_000).toISOString();
  const rolledBackAt = new Date(Date.now() - 60_000);
  await releases.write('active.json', JSON.stringify({ jobs: '/releases/jobs/r1/mf-manifest.json' }));
  await releases.write('canary.json', JSON.stringify({ jobs: { id: 'r2', percent: 10, since } }));
  await releases.write('history.json', JSON.stringify([
    { remote: 'jobs', id: 'r1', at: '2026-01-01T00:00:00.000Z', by: 'ada' },
    { remote: 'jobs', id: 'r2', at: since, by: 'ada', canary: 10 },
    { remote: 'chat', id: 'c9', at: since, by: 'ada', canary: 25 },
    { remote: 'chat', id: 'c9', at: rolledBackAt.toISOString(), rollback: true, automatic: true, reason: '9 of 30 views with an error' },
  ]));
  await database.db.insertInto('canary_rollbacks').values({ remote: 'chat', release_id: 'c9', reason: '9 of 30 views with an error', views: 30, error_views: 9, created_at: rolledBackAt }).execute();
  await views('jobs', 'r1', 40, 2, 900);
  await views('jobs', 'r2', 4, 1, 1500);
  await views('chat', 'c9', 30, 9, 700);
  await views('chat', 'default', 10, 0, 600);

  const json = await releasesCommand('--json');
  const text = await releasesCommand();

  expect(json.code).toBe(0);
  const { remotes } = JSON.parse(json.stdout.join('\n')) as { remotes: Array<Record<string, unknown>> };
  expect(remotes.map((entry) => entry.remote)).toEqual(['auth', 'tutors', 'jobs', 'gigs', 'chat', 'payments', 'admin']);
  const jobs = remotes.find((entry) => entry.remote === 'jobs');
  expect(jobs).toEqual({
    remote: 'jobs',
    since,
    active: { build: 'r1', url: '/releases/jobs/r1/mf-manifest.json', share: 90, views: 40, storedViews: 40, errorViews: 2, errorClients: 2, errorsPer1000: 50, medianLcpMs: 900 },
    canary: { build: 'r2', url: '/releases/jobs/r2/mf-manifest.json', share: 10, percent: 10, since, rolledBack: null, views: 4, storedViews: 4, errorViews: 1, errorClients: 1, errorsPer1000: 250, medianLcpMs: 1500 },
  });
  const chat = remotes.find((entry) => entry.remote === 'chat');
  expect(chat).toMatchObject({
    since,
    active: { build: 'default', share: 100, views: 10, errorsPer1000: 0, medianLcpMs: 600 },
    canary: { build: 'c9', share: 0, percent: 25, views: 30, errorViews: 9, errorsPer1000: 300, rolledBack: { reason: '9 of 30 views with an error', at: rolledBackAt.toISOString() } },
  });
  expect(remotes.find((entry) => entry.remote === 'gigs')).toMatchObject({ active: { build: 'default', share: 100, views: 0, errorsPer1000: null, medianLcpMs: null }, canary: null });

  expect(text.code).toBe(0);
  const lines = text.stdout.join('\n');
  expect(lines).toMatch(/\s+build\s+share\s+views\s+err\/1k\s+err clients\s+LCP p50\n/);
  expect(lines).toMatch(/mfe-jobs \(since .+\)\n\s+active\s+r1\s+90 %\s+40\s+50\s+2\s+900 ms\n\s+canary\s+r2\s+10 %\s+4\s+250\s+1\s+1500 ms {2}since /);
  expect(lines).toMatch(/mfe-chat \(since .+\)\n\s+active\s+default build\s+100 %\s+10\s+0\s+0\s+600 ms\n\s+canary\s+c9\s+0 %\s+30\s+300\s+9\s+700 ms {2}rolled back: 9 of 30 views with an error/);
  expect(lines).toMatch(/mfe-gigs \(since .+\)\n\s+active\s+default build\s+100 %\s+0\s+-\s+0\s+-\n/);
});

it('stops showing a rolled-back canary once a newer build is made active', async () => {
  const later = new Date(Date.now() + 1000).toISOString();
  await releases.write('history.json', JSON.stringify([{ remote: 'chat', id: 'c10', at: later, by: 'ada' }]));

  const { remotes } = JSON.parse((await releasesCommand('--json')).stdout.join('\n')) as { remotes: Array<{ remote: string; canary: unknown }> };

  expect(remotes.find((entry) => entry.remote === 'chat')?.canary).toBeNull();
});

it('refuses an unknown option', async () => {
  expect(await releasesCommand('--yaml')).toEqual({ code: 1, stdout: [], stderr: ['Unknown option "--yaml" (only --json).'] });
});
