/**
 * Canary releases benchmark, through the real app (inject) with a temporary RELEASES_DIR holding
 * an active release and two canaries (jobs at 10 %, tutors at 50 %):
 *
 * - `POST /api/client-events/` from BENCH_CLIENTS concurrent browsers, with batches of 1 page view
 *   and of 20 mixed events (16 views, 3 render errors with component stacks, 1 load failure), for
 *   at most BENCH_POST_SECONDS or BENCH_POST_REQUESTS requests each; the rate limit and the
 *   sampling are raised so every request is answered 202 and every event stored (the database's
 *   worst case);
 * - `GET /remotes.json?bucket=N`, buckets 0 to 99 in turn, one at a time;
 * - one canary check (`app.canaryWatch.check()`: the release files, the rollbacks, and per canary
 *   its build's and the active build's counts) on a table of BENCH_EVENTS stored events (seeded in
 *   SQL, spread over 2 days; the canaries started a day ago), at most BENCH_CHECKS times each.
 *
 * Reports requests and events per second and p50/p95 in ms per database. BENCH_WITHOUT_ERRORS_INDEX=1
 * drops client_events_errors_idx (migration 0064) after migrating: the check as it was before it.
 *
 *   npx tsx server/bench/canary.bench.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx server/bench/canary.bench.ts
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ClientEvent, RemoteName } from '@tutorium/shared/contracts';
import { sql } from 'kysely';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config/config';
import { IN_MEMORY_DATA_DIR } from '../src/config/env.schema';
import type { DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { onEachDatabase, percentile } from './bench-databases';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const POST_SECONDS = Number(process.env.BENCH_POST_SECONDS ?? 4);
const POST_REQUESTS = Number(process.env.BENCH_POST_REQUESTS ?? 4_000);
const REMOTES_SAMPLES = Number(process.env.BENCH_REMOTES_SAMPLES ?? 500);
const EVENTS = (process.env.BENCH_EVENTS ?? '100000,1000000').split(',').map(Number);
const CHECKS = Number(process.env.BENCH_CHECKS ?? 5);
/** Seeding stops adding sizes past this (the whole file must stay around 2 minutes per database). */
const WITHOUT_ERRORS_INDEX = process.env.BENCH_WITHOUT_ERRORS_INDEX === '1';
const SEED_BUDGET_MS = Number(process.env.BENCH_SEED_BUDGET_MS ?? 60_000);

const JOBS_ACTIVE = '20990101000000-jobs-active';
const JOBS_CANARY = '20990102000000-jobs-canary';
const TUTORS_CANARY = '20990102000000-tutors-canary';
const releaseUrl = (remote: RemoteName, id: string) => `/releases/${remote}/${id}/mf-manifest.json`;
const defaultUrl = (remote: RemoteName) => `/remotes/${remote}/mf-manifest.json`;

interface Timings {
  values: number[];
  perSecond: number;
  eventsPerSecond: number;
}

interface Row {
  database: string;
  posts: Map<string, Timings>;
  remotes: number[];
  checks: Array<{ events: number; inWindow: number; seedMs: number; values: number[] }>;
}

const STACK = Array.from({ length: 12 }, (_, index) => `\n    at Component${index} (/releases/jobs/${JOBS_CANARY}/src_pages_JobList_tsx.js:${100 + index}:17)`).join('');
const MESSAGE = "TypeError: Cannot read properties of undefined (reading 'map') in JobList while rendering the list of matching jobs";

function viewBatch(viewId: string): ClientEvent[] {
  return [{ kind: 'view', remote: 'jobs', build: releaseUrl('jobs', JOBS_ACTIVE), viewId, lcpMs: 1234.5 }];
}

/** What a busy page leaves in the reporter's queue: views of several remotes, some errors. */
function mixedBatch(viewId: string): ClientEvent[] {
  const builds: Array<[RemoteName, string]> = [
    ['jobs', releaseUrl('jobs', JOBS_ACTIVE)],
    ['jobs', releaseUrl('jobs', JOBS_CANARY)],
    ['tutors', releaseUrl('tutors', TUTORS_CANARY)],
    ['tutors', defaultUrl('tutors')],
    ['auth', defaultUrl('auth')],
    ['gigs', defaultUrl('gigs')],
    ['chat', defaultUrl('chat')],
    ['payments', defaultUrl('payments')],
  ];
  const events: ClientEvent[] = [];
  for (let index = 0; index < 16; index += 1) {
    const [remote, build] = builds[index % builds.length]!;
    events.push({ kind: 'view', remote, build, viewId: `${viewId}-${index}`, lcpMs: 800 + index * 97 });
  }
  for (let index = 0; index < 3; index += 1) {
    events.push({ kind: 'render-error', remote: 'jobs', build: releaseUrl('jobs', JOBS_CANARY), viewId: `${viewId}-1`, message: MESSAGE, componentStack: STACK });
  }
  events.push({ kind: 'load-failure', remote: 'chat', build: defaultUrl('chat'), viewId: `${viewId}-6`, message: 'Loading script failed: /remotes/chat/remoteEntry.js (timeout)' });
  return events;
}

/** CLIENTS browsers posting batches back to back, until POST_REQUESTS requests or POST_SECONDS. */
async function postFlood(app: App, label: string, batch: (viewId: string) => ClientEvent[]): Promise<Timings> {
  const values: number[] = [];
  let events = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = started + POST_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let request = 0; sent < POST_REQUESTS && performance.now() < deadline; request += 1) {
        sent += 1;
        const payload = { events: batch(`bench-${label.length}-${client}-${request}`) };
        const start = performance.now();
        const response = await app.inject({ method: 'POST', url: '/api/client-events/', payload });
        values.push(performance.now() - start);
        if (response.statusCode !== 202) throw new Error(`${label} answered ${response.statusCode}: ${response.body}`);
        events += payload.events.length;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { values: values.sort((a, b) => a - b), perSecond: values.length / seconds, eventsPerSecond: events / seconds };
}

/**
 * Adds rows `from`..`to` of a deterministic event stream: 40 % jobs (a tenth of them its canary),
 * 20 % tutors (half its canary), the rest the other remotes' own builds; about 1.3 % errors (render
 * errors with a component stack, load failures), the rest views with a largest paint; created over
 * the last 2 days.
 */
async function seedEvents(database: DatabaseHandle, from: number, to: number): Promise<void> {
  const chunk = 200_000;
  for (let start = from; start <= to; start += chunk) {
    const end = Math.min(to, start + chunk - 1);
    await sql`insert into client_events (remote, build, kind, view_id, message, component_stack, lcp_ms, weight, created_at)
      select remote, case
          when remote = 'jobs' then case when (i / 20) % 10 = 0 then ${JOBS_CANARY} else ${JOBS_ACTIVE} end
          when remote = 'tutors' then case when (i / 20) % 2 = 0 then ${TUTORS_CANARY} else 'default' end
          else 'default' end,
        kind, 'v' || (i / 3), case when kind = 'view' then null else ${MESSAGE} end,
        case when kind = 'render-error' then ${STACK} else null end,
        case when kind = 'view' then 600 + (i * 7919) % 4000 end, 1,
        now() - make_interval(secs => (i * 37) % 172800)
      from (
        select i,
          case when i % 20 < 8 then 'jobs' when i % 20 < 12 then 'tutors' when i % 20 < 14 then 'auth'
            when i % 20 < 16 then 'gigs' when i % 20 = 16 then 'chat' when i % 20 = 17 then 'payments' else 'admin' end as remote,
          case when i % 149 = 0 then 'render-error' when i % 151 = 0 then 'load-failure' else 'view' end as kind
        from generate_series(${start}::bigint, ${end}::bigint) as i
      ) as stream`.execute(database.db);
  }
  await sql`analyze client_events`.execute(database.db);
}

async function measure(name: string, database: DatabaseHandle): Promise<Row> {
  await migrateToLatest(database.db);
  if (WITHOUT_ERRORS_INDEX) await sql`drop index client_events_errors_idx`.execute(database.db);
  const releasesDir = await mkdtemp(join(tmpdir(), 'tutorium-canary-bench-'));
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
  await writeFile(join(releasesDir, 'active.json'), JSON.stringify({ jobs: releaseUrl('jobs', JOBS_ACTIVE) }));
  await writeFile(
    join(releasesDir, 'canary.json'),
    JSON.stringify({ jobs: { id: JOBS_CANARY, percent: 10, since }, tutors: { id: TUTORS_CANARY, percent: 50, since } }),
  );
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: IN_MEMORY_DATA_DIR,
    RELEASES_DIR: releasesDir,
    RATE_LIMIT_MAX: '1000000',
    CLIENT_EVENTS_RATE_LIMIT_MAX: '1000000',
    CLIENT_EVENTS_SAMPLE_ABOVE: '1000000',
    // The bench calls the check itself; the scheduled one must not run beside it.
    CANARY_CHECK_SECONDS: '3600',
  });
  const app = buildApp({ config, database });
  await app.ready();
  const row: Row = { database: name, posts: new Map(), remotes: [], checks: [] };
  try {
    row.posts.set('1 view', await postFlood(app, '1 view', viewBatch));
    row.posts.set('20 mixed', await postFlood(app, '20 mixed', mixedBatch));

    for (let sample = 0; sample < REMOTES_SAMPLES; sample += 1) {
      const bucket = sample % 100;
      const start = performance.now();
      const response = await app.inject({ method: 'GET', url: `/remotes.json?bucket=${bucket}` });
      row.remotes.push(performance.now() - start);
      if (response.statusCode !== 200) throw new Error(`/remotes.json answered ${response.statusCode}: ${response.body}`);
      const manifest = response.json<Record<RemoteName, string>>();
      const expected = bucket < 10 ? releaseUrl('jobs', JOBS_CANARY) : releaseUrl('jobs', JOBS_ACTIVE);
      if (manifest.jobs !== expected) throw new Error(`bucket ${bucket} got ${manifest.jobs}, not ${expected}`);
    }
    row.remotes.sort((a, b) => a - b);

    // The check on growing tables: the events the POSTs stored go, then each size is seeded on top of the last.
    await sql`truncate client_events`.execute(database.db);
    let seeded = 0;
    let seedingMs = 0;
    for (const size of [...EVENTS].sort((a, b) => a - b)) {
      if (seedingMs > SEED_BUDGET_MS) {
        console.error(`${name}: skipping ${size.toLocaleString('en')} events (seeding already took ${(seedingMs / 1000).toFixed(0)} s)`);
        break;
      }
      const seedStart = performance.now();
      await seedEvents(database, seeded + 1, size);
      const seedMs = performance.now() - seedStart;
      seedingMs += seedMs;
      seeded = size;
      const { rows } = await sql<{ n: string | number }>`
        select count(*) as n from client_events
        where created_at >= ${new Date(since)} and ((remote = 'jobs' and build in (${JOBS_CANARY}, ${JOBS_ACTIVE})) or (remote = 'tutors' and build in (${TUTORS_CANARY}, 'default')))`.execute(database.db);
      const values: number[] = [];
      const checkDeadline = performance.now() + 20_000;
      for (let run = 0; run < CHECKS && (run === 0 || performance.now() < checkDeadline); run += 1) {
        const start = performance.now();
        const rolledBack = await app.canaryWatch.check();
        values.push(performance.now() - start);
        if (rolledBack.length > 0) throw new Error(`the healthy canaries were rolled back: ${JSON.stringify(rolledBack)}`);
      }
      row.checks.push({ events: size, inWindow: Number(rows[0]?.n), seedMs, values: values.sort((a, b) => a - b) });
    }
  } finally {
    await app.close();
    await rm(releasesDir, { recursive: true, force: true });
  }
  console.error(`${name}: ${CLIENTS} clients; checks on ${row.checks.map((check) => check.events.toLocaleString('en')).join(' and ')} events`);
  return row;
}

async function main(): Promise<void> {
  const rows = await onEachDatabase(measure);
  const ms = (value: number) => value.toFixed(1);
  const labels = [...(rows[0]?.posts.keys() ?? [])];
  console.log(`\nPOST /api/client-events/ from ${CLIENTS} concurrent clients (app.inject; every event stored), and GET /remotes.json?bucket=0..99 one at a time;`);
  console.log(`requests/s, events/s and p50 / p95 in ms\n`);
  console.log(`| database | ${labels.map((label) => `${label}: req/s | events/s | p50 / p95`).join(' | ')} | remotes.json p50 / p95 |`);
  console.log(`|---|${labels.map(() => '---|---|---').join('|')}|---|`);
  for (const row of rows) {
    const figures = labels.map((label) => {
      const timing = row.posts.get(label);
      if (!timing) return '- | - | -';
      return `${timing.perSecond.toFixed(0)} | ${timing.eventsPerSecond.toFixed(0)} | ${ms(percentile(timing.values, 0.5))} / ${ms(percentile(timing.values, 0.95))}`;
    });
    console.log(`| ${row.database} | ${figures.join(' | ')} | ${ms(percentile(row.remotes, 0.5))} / ${ms(percentile(row.remotes, 0.95))} |`);
  }
  const index = WITHOUT_ERRORS_INDEX ? ', without client_events_errors_idx' : '';
  console.log(`\nOne canary check (2 canaries; events over 2 days, canaries started a day ago${index}); median / worst in ms\n`);
  console.log('| database | stored events | in the canaries\' windows | seeding | checks | check median / worst |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    for (const check of row.checks) {
      const worst = check.values.at(-1) ?? Number.NaN;
      console.log(
        `| ${row.database} | ${check.events.toLocaleString('en')} | ${check.inWindow.toLocaleString('en')} | ${(check.seedMs / 1000).toFixed(1)} s | ${check.values.length} | ${ms(percentile(check.values, 0.5))} / ${ms(worst)} |`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
