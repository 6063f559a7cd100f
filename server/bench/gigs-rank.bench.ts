/**
 * Gig rank benchmark: 100,000 active gigs in one subject, then GET /api/gigs/{id}/rank/ and
 * /predicted_rank/ through the real app (inject: routing, auth, blocked-account check, SQL,
 * serialisation), and the rank query alone, reporting p50/p99 per database as a markdown table.
 *
 *   npx tsx server/bench/gigs-rank.bench.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx server/bench/gigs-rank.bench.ts
 *
 * PGlite runs in memory; PostgreSQL gets a schema of its own, dropped at the end. Only loopback
 * PostgreSQL URLs are accepted. BENCH_GIGS (default 100000) and BENCH_SAMPLES (default 400) size it.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { loadConfig } from '../src/config/config';
import { IN_MEMORY_DATA_DIR } from '../src/config/env.schema';
import type { DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { buildApp } from '../src/app';
import { rankCounts } from '../src/gigs/gig-rank.repository';
import { createRandom } from '../src/seed/marketplace.generator';
import { seedMarketplace } from '../src/seed/marketplace.seed';
import { onEachDatabase, percentile } from './bench-databases';
import { benchToken } from './bench-sessions';

const GIGS = Number(process.env.BENCH_GIGS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
// Each database's measuring stops here even if samples remain, so the run is bounded.
const MEASURE_BUDGET_MS = 60_000;
const SUBJECT = 'Mathematics';

interface Row {
  database: string;
  seedSeconds: number;
  rank: number[];
  predicted: number[];
  /** The rank query alone (repository call), without HTTP, auth and the gig lookup. */
  query: number[];
}

async function measure(name: string, database: DatabaseHandle): Promise<Row> {
  await migrateToLatest(database.db);
  const seedStart = performance.now();
  await seedMarketplace(database.db, { seed: 42, tutors: GIGS, gigsPerTutor: { min: 1, max: 1 }, gigSubjects: [SUBJECT], now: new Date() });
  // As autovacuum would soon after a bulk load: fresh statistics, no dead counter rows.
  await sql`vacuum analyze gigs, gig_boost_counts, gig_rank_counts`.execute(database.db);
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const ids = (await database.db.selectFrom('gigs').select(['id', 'tutor_id']).orderBy('id').execute()).map((row) => Number(row.id));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: IN_MEMORY_DATA_DIR, RATE_LIMIT_MAX: '1000000' });
  const app = buildApp({ config, database });
  await app.ready();
  const viewer = (await database.db.selectFrom('users').select('id').limit(1).executeTakeFirstOrThrow()).id;
  const headers = { authorization: `Bearer ${await benchToken(database.db, config.jwtSecret, Number(viewer))}` };

  const random = createRandom(7);
  const sample = () => ids[Math.floor(random() * ids.length)];
  const time = async (url: string) => {
    const start = performance.now();
    const response = await app.inject({ method: 'GET', url, headers });
    const elapsed = performance.now() - start;
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return elapsed;
  };
  for (let warm = 0; warm < 20; warm += 1) await time(`/api/gigs/${sample()}/rank/`);

  const rank: number[] = [];
  const predicted: number[] = [];
  const deadline = performance.now() + MEASURE_BUDGET_MS;
  while (rank.length < SAMPLES && performance.now() < deadline) {
    rank.push(await time(`/api/gigs/${sample()}/rank/`));
    predicted.push(await time(`/api/gigs/${sample()}/predicted_rank/?points=${1 + Math.floor(random() * 50)}`));
  }
  await app.close();
  const query: number[] = [];
  while (query.length < rank.length) {
    const start = performance.now();
    await rankCounts(database.db, sample() ?? 1, Math.floor(random() * 50));
    query.push(performance.now() - start);
  }
  console.error(`${name}: ${ids.length} gigs seeded in ${seedSeconds.toFixed(1)} s, ${rank.length} samples each`);
  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  return { database: name, seedSeconds, rank: sorted(rank), predicted: sorted(predicted), query: sorted(query) };
}

async function main(): Promise<void> {
  const rows = await onEachDatabase(measure);
  const ms = (value: number) => value.toFixed(2);
  console.log(`\n${GIGS.toLocaleString('en')} active gigs in one subject; times per request in ms (app.inject, one at a time)\n`);
  console.log('| database | seed s | rank p50 | rank p99 | predicted p50 | predicted p99 | rank query p50 | rank query p99 |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const figures = [row.rank, row.predicted, row.query].flatMap((values) => [ms(percentile(values, 0.5)), ms(percentile(values, 0.99))]);
    console.log(`| ${row.database} | ${row.seedSeconds.toFixed(1)} | ${figures.join(' | ')} |`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
