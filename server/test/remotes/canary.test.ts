import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemoteName } from '@tutorium/shared/contracts';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTempDir, type TempDir } from '../helpers/temp-dir';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import type { EnvInput } from '../../src/config/env.schema';
import { buildsHealth, rollbackReason } from '../../src/remotes/release-health.service';

let database: TestDatabase;
let releases: TempDir;
let counter = 0;

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

const anId = () => `20990101000000-c${process.pid}x${(counter += 1)}`;
const url = (remote: RemoteName, id: string) => `/releases/${remote}/${id}/mf-manifest.json`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

async function withApp<T>(env: EnvInput, run: (testApp: TestApp) => Promise<T>): Promise<T> {
  const testApp = await buildTestApp({ database, env: { RELEASES_DIR: releases.path, ...env } });
  try {
    return await run(testApp);
  } finally {
    await testApp.close();
  }
}

async function remotesFor(testApp: TestApp, query: Record<string, string> = {}) {
  const response = await testApp.app.inject({ method: 'GET', url: '/remotes.json', query });
  expect(response.statusCode).toBe(200);
  return response.json<Record<RemoteName, string>>();
}

async function release(active: Partial<Record<RemoteName, string>>, canaries: Partial<Record<RemoteName, { id: string; percent: number; since?: string }>>) {
  const withSince = Object.fromEntries(Object.entries(canaries).map(([remote, canary]) => [remote, { since: minutesAgo(10), ...canary }]));
  await releases.write('active.json', JSON.stringify(active));
  await releases.write('canary.json', JSON.stringify(withSince));
}

/**
 * `views` page views of a build, `errorViews` of them with an error (two errors each, to count views
 * once), from `clients` clients in turn (view i from client i mod clients), numbered from `first`.
 */
async function report(remote: RemoteName, build: string, views: number, errorViews: number, { lcpMs = [] as number[], weight = 1, minutes = 1, clients = 5, first = 0 } = {}) {
  const created = sql<Date>`now() - make_interval(mins => ${minutes})`;
  const client = (index: number) => `client-${(first + index) % clients}`;
  const viewId = (index: number) => `${build}-${first + index}`;
  const rows = Array.from({ length: views }, (_, index) => ({
    remote, build, kind: 'view' as const, view_id: viewId(index), message: null, component_stack: null, lcp_ms: lcpMs[index] ?? null, weight, client_key: client(index), created_at: created,
  }));
  const errors = Array.from({ length: errorViews }, (_, index) => [
    { remote, build, kind: 'render-error' as const, view_id: viewId(index), message: 'boom', component_stack: null, lcp_ms: null, weight, client_key: client(index), created_at: created },
    { remote, build, kind: 'load-failure' as const, view_id: viewId(index), message: 'again', component_stack: null, lcp_ms: null, weight, client_key: client(index), created_at: created },
  ]).flat();
  for (const batch of [rows, errors]) if (batch.length > 0) await database.db.insertInto('client_events').values(batch).execute();
}

const readJson = async (file: string) => JSON.parse(await readFile(join(releases.path, file), 'utf8')) as unknown;

describe('/remotes.json with a canary', () => {
  it('answers as before when no canary runs, whatever the bucket', async () => {
    await releases.write('active.json', JSON.stringify({ jobs: url('jobs', 'a0') }));

    await withApp({}, async (testApp) => {
      const plain = await remotesFor(testApp);
      const bucketed = await testApp.app.inject({ method: 'GET', url: '/remotes.json', query: { bucket: '0', canary: 'jobs' } });

      expect(bucketed.json()).toEqual(plain);
      expect(plain.jobs).toBe(url('jobs', 'a0'));
      expect(bucketed.headers['cache-control']).toBe('no-cache');
    });
  });

  it('serves the canary to exactly `percent` buckets out of 100, and the same build to the same bucket every time', async () => {
    const active = anId();
    const canary = anId();
    await release({ jobs: url('jobs', active) }, { jobs: { id: canary, percent: 10 } });

    await withApp({}, async (testApp) => {
      const served: string[] = [];
      for (let bucket = 0; bucket < 100; bucket += 1) served.push((await remotesFor(testApp, { bucket: String(bucket) })).jobs);
      const again = (await remotesFor(testApp, { bucket: '7' })).jobs;
      const other = await remotesFor(testApp, { bucket: '3' });

      expect(served.filter((entry) => entry === url('jobs', canary))).toHaveLength(10);
      expect(served.filter((entry) => entry === url('jobs', active))).toHaveLength(90);
      expect(served.slice(0, 10).every((entry) => entry === url('jobs', canary))).toBe(true);
      expect(again).toBe(served[7]);
      // Other remotes are untouched.
      expect(other.tutors).toBe('/remotes/tutors/mf-manifest.json');
    });
  });

  it.each([['missing', undefined], ['not a number', 'abc'], ['100', '100'], ['negative', '-1'], ['a fraction', '0.5'], ['empty', '']])(
    'serves the active build when the bucket is %s',
    async (_case, bucket) => {
      const canary = anId();
      await release({}, { jobs: { id: canary, percent: 99 } });

      await withApp({}, async (testApp) => {
        const served = await remotesFor(testApp, bucket === undefined ? {} : { bucket });
        expect(served.jobs).toBe('/remotes/jobs/mf-manifest.json');
      });
    },
  );

  it('lets QA force a canary with ?canary= only where remote overrides are on', async () => {
    const jobs = anId();
    const tutors = anId();
    await release({}, { jobs: { id: jobs, percent: 1 }, tutors: { id: tutors, percent: 1 } });

    const off = await withApp({}, (testApp) => remotesFor(testApp, { bucket: '50', canary: 'jobs,tutors' }));
    const on = await withApp({ REMOTE_OVERRIDES: '1' }, (testApp) => remotesFor(testApp, { bucket: '50', canary: 'jobs,blog' }));
    const noBucket = await withApp({ REMOTE_OVERRIDES: '1' }, (testApp) => remotesFor(testApp, { canary: 'tutors' }));

    expect(off.jobs).toBe('/remotes/jobs/mf-manifest.json');
    expect(off.tutors).toBe('/remotes/tutors/mf-manifest.json');
    expect(on.jobs).toBe(url('jobs', jobs));
    expect(on.tutors).toBe('/remotes/tutors/mf-manifest.json');
    expect(noBucket.tutors).toBe(url('tutors', tutors));
  });

  it('lets REMOTE_URL_<NAME> win over a canary', async () => {
    await release({}, { jobs: { id: anId(), percent: 99 } });

    const served = await withApp({ REMOTE_URL_JOBS: 'http://localhost:3003/mf-manifest.json' }, (testApp) => remotesFor(testApp, { bucket: '0' }));

    expect(served.jobs).toBe('http://localhost:3003/mf-manifest.json');
  });

  it.each([
    ['not JSON', '{'],
    ['a percent of 100', JSON.stringify({ jobs: { id: 'a1', percent: 100, since: '2026-01-01T00:00:00Z' } })],
    ['an id with a path in it', JSON.stringify({ jobs: { id: '../x', percent: 10, since: '2026-01-01T00:00:00Z' } })],
    ['no since', JSON.stringify({ jobs: { id: 'a1', percent: 10 } })],
  ])('ignores a canary file that is %s (the active build is served)', async (_case, content) => {
    await releases.write('active.json', JSON.stringify({ jobs: url('jobs', 'a0') }));
    await releases.write('canary.json', content);

    const served = await withApp({}, (testApp) => remotesFor(testApp, { bucket: '0' }));

    expect(served.jobs).toBe(url('jobs', 'a0'));
  });
});

describe('health per build', () => {
  it('counts views (weighted), views with an error once each, errors per 1,000 views and the median largest paint', async () => {
    const build = anId();
    const sampled = anId();
    await report('chat', build, 8, 2, { lcpMs: [100, 200, 300, 400, 500, 600, 700, 800] });
    await report('chat', build, 3, 0, { minutes: 60 * 25 }); // before the window
    await report('chat', sampled, 5, 1, { weight: 4 });

    const health = await buildsHealth(database.db, 'chat', [build, sampled, 'default'], new Date(Date.now() - 24 * 3600_000));

    expect(health.get(build)).toEqual({ build, views: 8, storedViews: 8, errorViews: 2, errorClients: 2, errorsPer1000: 250, medianLcpMs: 450 });
    expect(health.get(sampled)).toEqual({ build: sampled, views: 20, storedViews: 5, errorViews: 4, errorClients: 1, errorsPer1000: 200, medianLcpMs: null });
    expect(health.get('default')).toEqual({ build: 'default', views: 0, storedViews: 0, errorViews: 0, errorClients: 0, errorsPer1000: null, medianLcpMs: null });
  });
});

describe('what cannot move the figures', () => {
  it('errors of views never reported as views count for nothing (a forged error needs its view too)', async () => {
    const build = anId();
    await report('chat', build, 30, 0);
    const orphans = Array.from({ length: 20 }, (_, index) => ({
      remote: 'chat', build, kind: 'render-error' as const, view_id: `forged-${index}`, message: 'boom', component_stack: null, lcp_ms: null, weight: 1,
    }));
    await database.db.insertInto('client_events').values(orphans).execute();

    const health = await buildsHealth(database.db, 'chat', [build], new Date(Date.now() - 3600_000));

    expect(health.get(build)).toMatchObject({ views: 30, storedViews: 30, errorViews: 0 });
  });

  it('a few sampled views do not pass for the minimum: the rule asks for as many views reported', () => {
    const thresholds = { checkEveryMs: 15_000, minViews: 20, minErrorClients: 3, maxErrorRate: 0.02, errorRatio: 2 };
    const quiet = { build: 'default', views: 0, storedViews: 0, errorViews: 0, errorClients: 0, errorsPer1000: null, medianLcpMs: null };
    const oneSampledView = { build: 'c1', views: 64, storedViews: 1, errorViews: 64, errorClients: 3, errorsPer1000: 1000, medianLcpMs: null };
    expect(rollbackReason(oneSampledView, quiet, thresholds)).toBeNull();
    expect(rollbackReason({ ...oneSampledView, storedViews: 20 }, quiet, thresholds)).toMatch(/64 of 64 views with an error/);
  });

  it('one address cannot roll a canary back, however many failed views it reports: errors must come from 3 clients', async () => {
    const canary = anId();
    await release({}, { tutors: { id: canary, percent: 10 } });
    await report('tutors', canary, 60, 60, { clients: 2 });

    await withApp({}, async (testApp) => {
      expect(await testApp.app.canaryWatch.check()).toEqual([]);
      expect((await remotesFor(testApp, { bucket: '0' })).tutors).toBe(url('tutors', canary));
      // One failed view from a third client (client-2): now several browsers say so.
      await report('tutors', canary, 1, 1, { clients: 3, first: 62 });
      const [rolledBack] = await testApp.app.canaryWatch.check();
      expect(rolledBack?.reason).toBe('61 of 61 views with an error, from 3 clients (100.0 %; active build no views)');
    });
  });
});

describe('automatic rollback', () => {
  /** A canary of mfe-admin with these figures beside its active build's; returns what the check did. */
  async function check(canaryFigures: [number, number], activeFigures: [number, number]) {
    const active = anId();
    const canary = anId();
    await release({ admin: url('admin', active) }, { admin: { id: canary, percent: 10 } });
    return withApp({}, async (testApp) => {
      await report('admin', canary, ...canaryFigures);
      await report('admin', active, ...activeFigures);
      // Before the canary's time: not counted.
      await report('admin', canary, 100, 100, { minutes: 30 });
      return { canary, rolledBack: await testApp.app.canaryWatch.check(), served: (await remotesFor(testApp, { bucket: '0' })).admin };
    });
  }

  it('waits for enough views: 19 views all with errors stay', async () => {
    const { canary, rolledBack, served } = await check([19, 19], [100, 0]);
    expect(rolledBack).toEqual([]);
    expect(served).toBe(url('admin', canary));
  });

  it('keeps a canary at exactly the maximum rate (2 %)', async () => {
    expect((await check([150, 3], [100, 0])).rolledBack).toEqual([]);
  });

  it('keeps a canary above 2 % when it is not more than twice as bad as the active build', async () => {
    expect((await check([100, 3], [200, 3])).rolledBack).toEqual([]);
  });

  it('rolls back a canary above 2 % and more than twice the active rate, and stops serving it', async () => {
    const { canary, rolledBack, served } = await check([100, 4], [200, 3]);

    expect(rolledBack).toEqual([{ remote: 'admin', id: canary, views: 100, errorViews: 4, reason: '4 of 100 views with an error, from 4 clients (4.0 %; active build 1.5 %)' }]);
    expect(served).not.toBe(url('admin', canary));
    expect(await readJson('canary.json')).toEqual({});
    expect(await readJson('history.json')).toEqual([
      { remote: 'admin', id: canary, at: expect.any(String), rollback: true, automatic: true, reason: rolledBack[0]?.reason },
    ]);
    const rows = await database.db.selectFrom('canary_rollbacks').selectAll().where('release_id', '=', canary).execute();
    expect(rows).toEqual([expect.objectContaining({ remote: 'admin', views: 100, error_views: 4, reason: rolledBack[0]?.reason })]);
  });

  it('rolls back when the active build has no views (its rate counts as 0)', async () => {
    const { rolledBack } = await check([60, 3], [0, 0]);
    expect(rolledBack).toHaveLength(1);
    expect(rolledBack[0]?.reason).toBe('3 of 60 views with an error, from 3 clients (5.0 %; active build no views)');
  });

  it('takes its thresholds from the configuration', async () => {
    const canary = anId();
    await release({}, { admin: { id: canary, percent: 10 } });
    await report('admin', canary, 5, 1);

    // The check as an instance starts (the app is ready once it is done) rolls back too.
    const oneClient = { CANARY_MIN_VIEWS: '5', CANARY_MIN_ERROR_CLIENTS: '1' };
    const twoClients = await withApp({ ...oneClient, CANARY_MIN_ERROR_CLIENTS: '2', CANARY_MAX_ERROR_RATE: '0.1' }, (testApp) => testApp.app.canaryWatch.check());
    const lenient = await withApp({ ...oneClient, CANARY_MAX_ERROR_RATE: '0.2' }, (testApp) => testApp.app.canaryWatch.check());
    const strict = await withApp({ ...oneClient, CANARY_MAX_ERROR_RATE: '0.1' }, (testApp) => testApp.app.canaryWatch.check());

    expect(twoClients).toEqual([]);
    expect(lenient).toEqual([]);
    expect(strict).toEqual([]);
    expect(await database.db.selectFrom('canary_rollbacks').select('reason').where('release_id', '=', canary).execute()).toEqual([
      { reason: '1 of 5 views with an error, from 1 client (20.0 %; active build no views)' },
    ]);
  });

  it('is decided once when two instances check at the same time, and neither serves the canary after', async () => {
    const canary = anId();
    await release({}, { payments: { id: canary, percent: 50 } });

    const first = await buildTestApp({ database, env: { RELEASES_DIR: releases.path } });
    const second = await buildTestApp({ database, env: { RELEASES_DIR: releases.path } });
    try {
      await report('payments', canary, 30, 10);
      expect((await remotesFor(second, { bucket: '0' })).payments).toBe(url('payments', canary));
      const [a, b] = await Promise.all([first.app.canaryWatch.check(), second.app.canaryWatch.check()]);

      expect([...a, ...b]).toHaveLength(1);
      expect(await database.db.selectFrom('canary_rollbacks').select('remote').where('release_id', '=', canary).execute()).toHaveLength(1);
      expect((await readJson('history.json')) as unknown[]).toHaveLength(1);
      // Another host's canary.json may still name it: the database row stops it there too.
      await release({}, { payments: { id: canary, percent: 50 } });
      await second.app.canaryWatch.check();
      expect((await remotesFor(first, { bucket: '0' })).payments).toBe('/remotes/payments/mf-manifest.json');
      expect((await remotesFor(second, { bucket: '0' })).payments).toBe('/remotes/payments/mf-manifest.json');
      expect((await readJson('history.json')) as unknown[]).toHaveLength(1);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('runs on its own every CANARY_CHECK_SECONDS and stops with the app', async () => {
    const canary = anId();
    await release({}, { auth: { id: canary, percent: 99 } });

    await withApp({ CANARY_CHECK_SECONDS: '1' }, async (testApp) => {
      expect((await remotesFor(testApp, { bucket: '0' })).auth).toBe(url('auth', canary));
      await report('auth', canary, 40, 40);
      const deadline = Date.now() + 10_000;
      while ((await remotesFor(testApp, { bucket: '0' })).auth !== '/remotes/auth/mf-manifest.json') {
        if (Date.now() > deadline) throw new Error('The canary was not rolled back by the schedule');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    expect(await database.db.selectFrom('canary_rollbacks').select('remote').where('release_id', '=', canary).execute()).toHaveLength(1);
  });
});
