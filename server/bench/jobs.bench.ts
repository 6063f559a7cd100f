/**
 * Jobs benchmark: the demo marketplace plus 300,000 jobs, then through the real app (inject:
 * routing, auth, SQL, serialisation) the first page of the job list (all, and one type), a
 * search, a tutor's matched jobs and open jobs near a place (/job-map), reporting p50/p99 per database as a markdown table.
 *
 *   npx tsx server/bench/jobs.bench.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx server/bench/jobs.bench.ts
 *
 * PGlite runs in memory; PostgreSQL gets a schema of its own, dropped at the end. Only loopback
 * PostgreSQL URLs are accepted. BENCH_JOBS (default 300000) and BENCH_SAMPLES (default 200) size it.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { loadConfig } from '../src/config/config';
import { IN_MEMORY_DATA_DIR } from '../src/config/env.schema';
import type { DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { buildApp } from '../src/app';
import { onPGlite, onPostgres, percentile } from './bench-databases';
import { benchToken } from './bench-sessions';
import { createRandom } from '../src/seed/marketplace.generator';
import { DEMO_MARKETPLACE, seedMarketplace } from '../src/seed/marketplace.seed';

const JOBS = Number(process.env.BENCH_JOBS ?? 300_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
// Each measured call stops here even if samples remain, so the run is bounded.
const MEASURE_BUDGET_MS = 20_000;
const SEARCHES = ['dhaka', 'mathem', 'physics exam', 'london', 'chemistry weekly', 'pari', 'biology homework', 'sydney'];
// One typo per word: the near-word lookup (0044) runs before the full-text query.
const TYPO_SEARCHES = ['dhakka', 'mathmatics', 'phyiscs exam', 'londn', 'chemstry weekly', 'biolgy homework', 'sydeny'];

interface Row {
  database: string;
  seedSeconds: number;
  timings: Map<string, number[]>;
}

async function measure(name: string, database: DatabaseHandle): Promise<Row> {
  await migrateToLatest(database.db);
  const seedStart = performance.now();
  await seedMarketplace(database.db, { ...DEMO_MARKETPLACE, now: new Date() }, { seed: 42, jobs: JOBS, students: 3_000 });
  // As autovacuum would soon after a bulk load: fresh statistics.
  await sql`vacuum analyze jobs, job_unlocks, gigs, users, job_subject_places, job_word_counts, job_subject_counts, job_list_counts`.execute(database.db);
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: IN_MEMORY_DATA_DIR, RATE_LIMIT_MAX: '1000000' });
  const app = buildApp({ config, database });
  await app.ready();
  // Tutors with gigs in several subjects, in their seeded cities.
  const tutors = await database.db.selectFrom('gigs').select('tutor_id').distinct().orderBy('tutor_id').limit(50).execute();
  const tokens = await Promise.all(
    tutors.map(async (row) => ({ authorization: `Bearer ${await benchToken(database.db, config.jwtSecret, Number(row.tutor_id))}` })),
  );
  // Places of seeded jobs (their cities), for /job-map's radius search.
  const places = await database.db.selectFrom('jobs').select(['latitude', 'longitude']).where('latitude', 'is not', null).limit(50).execute();
  const random = createRandom(7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const time = async (url: string, headers?: Record<string, string>) => {
    const start = performance.now();
    const response = await app.inject({ method: 'GET', url, headers });
    const elapsed = performance.now() - start;
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return elapsed;
  };
  const calls: Record<string, () => Promise<number>> = {
    'list p.1': () => time(`/api/jobs/?page=1&page_size=20`),
    'list array': () => time('/api/jobs/'),
    'type p.1': () => time(`/api/jobs/?type=${pick(['online', 'offline', 'assignment'])}&page=1&page_size=20`),
    'list p.50': () => time(`/api/jobs/?page=50&page_size=20`),
    'search p.1': () => time(`/api/jobs/?q=${encodeURIComponent(pick(SEARCHES))}&page=1&page_size=20`),
    'search, typos': () => time(`/api/jobs/?q=${encodeURIComponent(pick(TYPO_SEARCHES))}&page=1&page_size=20`),
    'matched': () => time('/api/jobs/matched_jobs/?page=1&page_size=20', pick(tokens)),
    'nearby': () => {
      const place = pick(places);
      return time(`/api/jobs/nearby/?lat=${place.latitude}&lng=${place.longitude}&radius_km=20&page=1&page_size=20`);
    },
  };
  const timings = new Map<string, number[]>();
  for (const [label, call] of Object.entries(calls)) {
    for (let warm = 0; warm < 10; warm += 1) await call();
    const values: number[] = [];
    const deadline = performance.now() + MEASURE_BUDGET_MS;
    while (values.length < SAMPLES && performance.now() < deadline) values.push(await call());
    timings.set(label, values.sort((a, b) => a - b));
  }
  await app.close();
  console.error(`${name}: ${JOBS} jobs seeded in ${seedSeconds.toFixed(1)} s`);
  return { database: name, seedSeconds, timings };
}

async function main(): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  const rows = [await onPGlite(measure)];
  if (postgresUrl) rows.push(await onPostgres(postgresUrl, measure));
  const labels = [...(rows[0]?.timings.keys() ?? [])];
  const ms = (value: number) => value.toFixed(1);
  console.log(`\n${JOBS.toLocaleString('en')} jobs; p50 / p99 per request in ms (app.inject, one at a time)\n`);
  console.log(`| database | seed s | ${labels.join(' | ')} |`);
  console.log(`|---|---|${labels.map(() => '---').join('|')}|`);
  for (const row of rows) {
    const figures = labels.map((label) => {
      const values = row.timings.get(label) ?? [];
      return `${ms(percentile(values, 0.5))} / ${ms(percentile(values, 0.99))}`;
    });
    console.log(`| ${row.database} | ${row.seedSeconds.toFixed(0)} | ${figures.join(' | ')} |`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
