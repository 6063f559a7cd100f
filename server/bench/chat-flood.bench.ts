/**
 * One account floods the chat while others use the site: does the server stay responsive?
 * An attacker opens BENCH_FLOOD_SOCKETS sockets on one account (the server keeps five and closes
 * the rest with 4429) and sends `chat.search_user` frames (a database query each) as fast as its
 * sockets take them, for BENCH_FLOOD_SECONDS, from a worker thread of its own. Meanwhile this
 * thread asks `/api/health` and another user's `/api/users/me/` over HTTP every 20 ms. Reports
 * p50/p99 in ms without and with the flood, and what the flood got through.
 *
 *   npx tsx server/bench/chat-flood.bench.ts
 *
 * On PGlite in memory (one process, as `npm start`); the server and the measuring share its
 * event loop, as they would in production.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { CHAT_SOCKET_PATH } from '@tutorium/shared/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { IN_MEMORY_DATA_DIR } from '../src/config/env.schema';
import { migrateToLatest } from '../src/db/migrate';
import { createAccount } from '../src/users/create-account';
import { onPGlite, percentile } from './bench-databases';
import { benchToken } from './bench-sessions';

const SOCKETS = Number(process.env.BENCH_FLOOD_SOCKETS ?? 100);
const SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 10);
const PROBE_EVERY_MS = 20;

// The attacker: opens the sockets one after another, then sends from all that stay open.
const FLOODER = `
const { parentPort, workerData } = require('node:worker_threads');
const { WebSocket } = require(workerData.wsPath);
const stats = { opened: 0, evicted: 0, sent: 0, answered: 0, limited: 0, closedForPolicy: 0 };
const open = new Set();
function connect() {
  return new Promise((resolve) => {
    const socket = new WebSocket(workerData.url, { perMessageDeflate: false });
    socket.on('open', () => { stats.opened += 1; open.add(socket); resolve(); });
    socket.on('message', (data) => {
      const text = data.toString();
      if (text.includes('"chat.search_results"')) stats.answered += 1;
      else if (text.includes('rate_limited')) stats.limited += 1;
    });
    socket.on('close', (code) => { open.delete(socket); if (code === 4429) stats.evicted += 1; if (code === 1008) stats.closedForPolicy += 1; resolve(); });
    socket.on('error', () => resolve());
  });
}
(async () => {
  for (let index = 0; index < workerData.sockets; index += 1) await connect();
  const until = Date.now() + workerData.seconds * 1000;
  const frame = JSON.stringify({ type: 'chat.search_user', keyword: 'tutor' });
  while (Date.now() < until && open.size > 0) {
    for (const socket of open) if (socket.bufferedAmount < 1 << 20) { socket.send(frame); stats.sent += 1; }
    await new Promise((resolve) => setImmediate(resolve));
  }
  for (const socket of open) socket.terminate();
  parentPort.postMessage(stats);
})();
`;

async function main(): Promise<void> {
  await onPGlite(async (name, database) => {
    await migrateToLatest(database.db);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: IN_MEMORY_DATA_DIR, RATE_LIMIT_MAX: '1000000', JWT_SECRET: 'bench-only-secret-bench-only-secret' });
    const app = buildApp({ config, database });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const [attacker, visitor] = await database.db.transaction().execute(async (trx) => [
      await createAccount(trx, { username: 'flooder', email: 'flooder@bench.example', passwordHash: null, userType: 'student', firstName: 'F', lastName: 'L' }),
      await createAccount(trx, { username: 'visitor', email: 'visitor@bench.example', passwordHash: null, userType: 'student', firstName: 'V', lastName: 'S' }),
    ]);
    const visitorHeaders = { authorization: `Bearer ${await benchToken(database.db, config.jwtSecret, visitor.id)}` };
    const attackerToken = await benchToken(database.db, config.jwtSecret, attacker.id);

    const timed = async (url: string, headers: Record<string, string> = {}) => {
      const start = performance.now();
      const response = await fetch(`${base}${url}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return performance.now() - start;
    };
    const probe = async (seconds: number) => {
      const health: number[] = [];
      const me: number[] = [];
      const until = performance.now() + seconds * 1000;
      while (performance.now() < until) {
        health.push(await timed('/api/health'));
        me.push(await timed('/api/users/me/', visitorHeaders));
        await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
      }
      return { health: health.sort((a, b) => a - b), me: me.sort((a, b) => a - b) };
    };

    const quiet = await probe(Math.min(5, SECONDS));
    const worker = new Worker(FLOODER, {
      eval: true,
      workerData: { url: `${base.replace('http', 'ws')}${CHAT_SOCKET_PATH(attacker.id)}?token=${attackerToken}`, sockets: SOCKETS, seconds: SECONDS, wsPath: require.resolve('ws') },
    });
    const flooded = new Promise<Record<string, number>>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    const loud = await probe(SECONDS);
    const stats = await flooded;
    await worker.terminate();
    await app.close();

    const row = (label: string, values: { health: number[]; me: number[] }) =>
      `| ${label} | ${percentile(values.health, 0.5).toFixed(1)} / ${percentile(values.health, 0.99).toFixed(1)} | ${percentile(values.me, 0.5).toFixed(1)} / ${percentile(values.me, 0.99).toFixed(1)} |`;
    console.log(`\n${name}: one account, ${SOCKETS} sockets opened (${stats.opened - stats.evicted} kept, ${stats.evicted} closed with 4429), flooding chat.search_user for ${SECONDS} s`);
    console.log(`frames sent ${stats.sent}, searches answered ${stats.answered}, rate_limited answers ${stats.limited}, sockets closed for the policy ${stats.closedForPolicy}\n`);
    console.log('| meanwhile | /api/health p50 / p99 ms | another user\'s /api/users/me/ p50 / p99 ms |');
    console.log('|---|---|---|');
    console.log(row('no flood', quiet));
    console.log(row('during the flood', loud));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
