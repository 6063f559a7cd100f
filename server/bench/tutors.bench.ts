/**
 * Tutor search benchmark: 100,000 tutors from the demo-data generator (in 24 cities, 1-2 gigs
 * each, some premium), then, through the real app (inject: routing, validation, SQL,
 * serialisation), signed in (so never an anonymous page served again), a random page of
 * GET /api/tutors/ (with and without a subject), a radius search (GET
 * /api/tutors/?subject=&lat=&lng=, 20 km around a seeded city) and the map search's active gigs
 * within 20 km (GET /api/gigs/near/), p50/p99; then the
 * request rate of the list route served on 127.0.0.1 against a bare Fastify route answering the
 * same JSON, from a client in a worker thread, the two in alternating one-second slices. Prints a
 * markdown table.
 *
 *   npx tsx server/bench/tutors.bench.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx server/bench/tutors.bench.ts
 *
 * PGlite runs in memory; PostgreSQL gets a schema of its own, dropped at the end. Only loopback
 * PostgreSQL URLs are accepted. BENCH_TUTORS (default 100000), BENCH_SAMPLES (default 300) and
 * BENCH_SECONDS (seconds of each rate, default 5) size it.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { loadConfig } from '../src/config/config';
import { IN_MEMORY_DATA_DIR } from '../src/config/env.schema';
import type { DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { buildApp } from '../src/app';
import { ACTIVE_SUBJECTS, createRandom } from '../src/seed/marketplace.generator';
import { seedMarketplace } from '../src/seed/marketplace.seed';
import { loadSeedCities } from '../src/seed/seed-cities';
import { onEachDatabase, percentile } from './bench-databases';
import { benchToken } from './bench-sessions';

const TUTORS = Number(process.env.BENCH_TUTORS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 16;
// Each database's measuring stops here even if samples remain, so the run is bounded.
const MEASURE_BUDGET_MS = 60_000;
const LIST_URL = '/api/tutors/?page=1';

interface Row {
  database: string;
  seedSeconds: number;
  list: number[];
  subjectList: number[];
  radius: number[];
  gigsNear: number[];
  routeRate: number;
  bareRate: number;
}

// The load runs in a worker (another core), so the server's thread only serves.
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, concurrency, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
let done = 0;
let failures = 0;
const started = Date.now();
const until = started + seconds * 1000;
function ask() {
  return new Promise((resolve) => {
    http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode === 200) done += 1; else failures += 1;
        resolve();
      });
    }).on('error', () => { failures += 1; resolve(); });
  });
}
async function loop() {
  while (Date.now() < until) await ask();
}
Promise.all(Array.from({ length: concurrency }, loop)).then(() => {
  agent.destroy();
  parentPort.postMessage({ done, failures, elapsed: (Date.now() - started) / 1000 });
});`;

/** Requests answered at `url` by CONCURRENCY keep-alive clients in a worker thread, and in how many seconds (the worker's own clock). */
async function burst(url: string, seconds: number): Promise<{ done: number; elapsed: number }> {
  const { done, failures, elapsed } = await new Promise<{ done: number; failures: number; elapsed: number }>((resolve, reject) => {
    const worker = new Worker(CLIENT, { eval: true, workerData: { url, concurrency: CONCURRENCY, seconds } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  if (failures > 0) throw new Error(`${url}: ${failures} requests failed`);
  return { done, elapsed };
}

interface Listening {
  listen: (options: { host: string; port: number }) => Promise<string>;
  server: { address(): unknown };
}

/**
 * Requests per second of two listening servers on `path`, measured in alternating one-second
 * slices (SECONDS each in all), so that whatever else loads the machine weighs on both alike.
 */
async function interleavedRates(first: Listening, second: Listening, path: string): Promise<[number, number]> {
  const urls = await Promise.all(
    [first, second].map(async (server) => {
      await server.listen({ host: '127.0.0.1', port: 0 });
      return `http://127.0.0.1:${(server.server.address() as AddressInfo).port}${path}`;
    }),
  );
  const totals = urls.map(() => ({ done: 0, elapsed: 0 }));
  for (let slice = 0; slice < SECONDS; slice += 1) {
    // Alternate which goes first, so neither always follows the other's warm-up.
    const order = slice % 2 === 0 ? [0, 1] : [1, 0];
    for (const index of order) {
      const { done, elapsed } = await burst(urls[index]!, 1);
      totals[index]!.done += done;
      totals[index]!.elapsed += elapsed;
    }
  }
  const [a, b] = totals.map((total) => total.done / total.elapsed);
  return [a ?? 0, b ?? 0];
}

async function measure(name: string, database: DatabaseHandle): Promise<Row> {
  await migrateToLatest(database.db);
  const seedStart = performance.now();
  await seedMarketplace(database.db, { seed: 42, tutors: TUTORS, gigsPerTutor: { min: 1, max: 2 }, now: new Date() });
  // As autovacuum would soon after a bulk load: fresh statistics.
  await sql`vacuum analyze users, gigs, subjects, reviews, contact_unlocks`.execute(database.db);
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: IN_MEMORY_DATA_DIR, RATE_LIMIT_MAX: '1000000' });
  const app = buildApp({ config, database });
  await app.ready();
  const cities = await loadSeedCities();
  const random = createRandom(7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  // The subjects most gigs are in (the generator's popular fifth), as people search them.
  const popular = ACTIVE_SUBJECTS.slice(0, Math.ceil(ACTIVE_SUBJECTS.length / 5));
  const viewer = await database.db.selectFrom('users').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const token = await benchToken(database.db, config.jwtSecret, Number(viewer.id));
  const time = async (url: string, headers: Record<string, string> = {}) => {
    const start = performance.now();
    const response = await app.inject({ method: 'GET', url, headers });
    const elapsed = performance.now() - start;
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return elapsed;
  };
  const listUrl = () => `/api/tutors/?page=${1 + Math.floor(random() * 50)}`;
  const subjectUrl = () => `/api/tutors/?subject=${encodeURIComponent(pick(popular))}&page=${1 + Math.floor(random() * 5)}`;
  const radiusUrl = () => {
    const city = pick(cities);
    return `/api/tutors/?subject=${encodeURIComponent(pick(popular))}&lat=${city.latitude}&lng=${city.longitude}&radius_km=20`;
  };
  const signedIn = { authorization: `Bearer ${token}` };
  const gigsNearUrl = () => {
    const city = pick(cities);
    return `/api/gigs/near/?lat=${city.latitude}&lng=${city.longitude}&radius_km=20`;
  };
  // Signed in, so no timed request is served from the list's short-lived anonymous pages.
  for (let warm = 0; warm < 20; warm += 1)
    await Promise.all([time(listUrl(), signedIn), time(subjectUrl(), signedIn), time(radiusUrl(), signedIn), time(gigsNearUrl(), signedIn)]);

  const [list, subjectList, radius, gigsNear]: number[][] = [[], [], [], []];
  const deadline = performance.now() + MEASURE_BUDGET_MS;
  while (list.length < SAMPLES && performance.now() < deadline) {
    list.push(await time(listUrl(), signedIn));
    subjectList.push(await time(subjectUrl(), signedIn));
    radius.push(await time(radiusUrl(), signedIn));
    gigsNear.push(await time(gigsNearUrl(), signedIn));
  }

  // The same JSON from a bare route: what HTTP and serialisation alone cost.
  const body = (await app.inject({ method: 'GET', url: LIST_URL })).body;
  const bare = Fastify({ logger: false });
  bare.get('/api/tutors/', async (_request, reply) => reply.type('application/json').send(body));
  const [routeRate, bareRate] = await interleavedRates(app, bare, LIST_URL);
  await app.close();
  await bare.close();

  console.error(`${name}: ${TUTORS} tutors seeded in ${seedSeconds.toFixed(1)} s, ${list.length} samples each`);
  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  return { database: name, seedSeconds, list: sorted(list), subjectList: sorted(subjectList), radius: sorted(radius), gigsNear: sorted(gigsNear), routeRate, bareRate };
}

async function main(): Promise<void> {
  const rows = await onEachDatabase(measure);
  const ms = (value: number) => value.toFixed(2);
  const p = (values: number[]) => `${ms(percentile(values, 0.5))} / ${ms(percentile(values, 0.99))}`;
  console.log(`\n${TUTORS.toLocaleString('en')} tutors; times per request in ms (app.inject, one at a time); rates with ${CONCURRENCY} keep-alive clients on 127.0.0.1\n`);
  console.log('| database | seed s | list page p50 / p99 | subject page p50 / p99 | radius 20 km p50 / p99 | gigs near 20 km p50 / p99 | list route req/s | bare route req/s | ratio |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows)
    console.log(
      `| ${row.database} | ${row.seedSeconds.toFixed(1)} | ${p(row.list)} | ${p(row.subjectList)} | ${p(row.radius)} | ${p(row.gigsNear)} | ${Math.round(row.routeRate)} | ${Math.round(row.bareRate)} | ${(row.routeRate / row.bareRate).toFixed(2)} |`,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
