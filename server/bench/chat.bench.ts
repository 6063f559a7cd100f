/**
 * Chat benchmark: N sockets on one instance (N/2 student-tutor pairs who unlocked each other).
 * Two measures, each for the real chat socket (token check, frame validation, the message
 * stored in the database before it is acknowledged, fan-out) and for a bare `ws` relay on the
 * same machine with the same clients (forward to the receiver, acknowledge to the sender,
 * nothing stored):
 * - delivery latency (send to the receiver's socket, p50/p99) at a steady BENCH_CHAT_RATE
 *   messages per second from students in turn, for BENCH_CHAT_SECONDS;
 * - throughput: every student sends BENCH_CHAT_MESSAGES messages, each once the previous was
 *   acknowledged, as fast as it goes (messages per second).
 *
 *   npx tsx server/bench/chat.bench.ts
 *   BENCH_CHAT_SOCKETS=5000 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx server/bench/chat.bench.ts
 *
 * BENCH_CHAT_SOCKETS (default 1000), BENCH_CHAT_RATE (default 200), BENCH_CHAT_SECONDS
 * (default 5) and BENCH_CHAT_MESSAGES (default 10) size it. The clients run in this process
 * too, so both sides share the machine's cores.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { CHAT_SOCKET_PATH, type ChatServerFrame } from '@tutorium/shared/contracts';
import { WebSocket, WebSocketServer } from 'ws';
import { loadConfig } from '../src/config/config';
import { IN_MEMORY_DATA_DIR } from '../src/config/env.schema';
import type { DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { buildApp } from '../src/app';
import { insertUsers } from '../src/users/users.repository';
import { onPGlite, onPostgres, percentile } from './bench-databases';
import { benchToken } from './bench-sessions';

const SOCKETS = Math.max(2, Number(process.env.BENCH_CHAT_SOCKETS ?? 1_000));
const PAIRS = Math.floor(SOCKETS / 2);
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 10);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 5);
// The latency run gives up waiting for deliveries after this.
const DELIVERY_TIMEOUT_MS = 120_000;
// Sockets are opened this many at a time (a burst of thousands of handshakes only measures the backlog).
const CONNECT_BATCH = 200;

interface Result {
  setup: string;
  /** Delivery latencies of the steady-rate run, ascending. */
  latencies: number[];
  /** Messages per second of the as-fast-as-it-goes run. */
  throughput: number;
}

interface Driver {
  sendFrame(pair: Pair, content: string, clientId: string): string;
  isAck(text: string): boolean;
  /** The send time carried by a message frame the receiver got. */
  sentAt(text: string): number | undefined;
}

interface Pair {
  student: WebSocket;
  tutor: WebSocket;
  conversationId: number;
  tutorId: number;
}

function opened(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`closed with ${code}`)));
  });
}

async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += CONNECT_BATCH) results.push(...(await Promise.all(items.slice(start, start + CONNECT_BATCH).map(work))));
  return results;
}

/** Students send RATE messages per second in turn, for SECONDS, without waiting; the receivers time each delivery. */
async function steadyRate(pairs: Pair[], driver: Driver): Promise<number[]> {
  const total = Math.round(RATE * SECONDS);
  const latencies: number[] = [];
  let allDelivered: () => void = () => undefined;
  const delivered = new Promise<void>((resolve) => {
    allDelivered = resolve;
  });
  for (const pair of pairs) {
    pair.tutor.on('message', (data: Buffer) => {
      const sentAt = driver.sentAt(data.toString());
      if (sentAt === undefined) return;
      latencies.push(performance.now() - sentAt);
      if (latencies.length === total) allDelivered();
    });
  }
  const started = performance.now();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE));
      for (; sent < due; sent += 1) {
        const pair = pairs[sent % pairs.length] as Pair;
        pair.student.send(driver.sendFrame(pair, `t=${performance.now()}`, randomUUID()));
      }
      if (sent === total) resolve();
      else setTimeout(tick, 2);
    };
    tick();
  });
  await Promise.race([delivered, new Promise((resolve) => setTimeout(resolve, DELIVERY_TIMEOUT_MS))]);
  if (latencies.length < total) throw new Error(`${total - latencies.length} of ${total} messages were not delivered`);
  for (const pair of pairs) pair.tutor.removeAllListeners('message');
  return latencies.sort((a, b) => a - b);
}

/** Every student sends MESSAGES messages, the next once the previous is acknowledged: messages per second. */
async function asFastAsItGoes(pairs: Pair[], driver: Driver): Promise<number> {
  const started = performance.now();
  await Promise.all(
    pairs.map(
      (pair) =>
        new Promise<void>((resolve) => {
          let sent = 0;
          const next = () => {
            if (sent === MESSAGES) {
              pair.student.off('message', onMessage);
              return resolve();
            }
            sent += 1;
            pair.student.send(driver.sendFrame(pair, `t=${performance.now()}`, randomUUID()));
          };
          const onMessage = (data: Buffer) => {
            if (driver.isAck(data.toString())) next();
          };
          pair.student.on('message', onMessage);
          next();
        }),
    ),
  );
  return (pairs.length * MESSAGES) / ((performance.now() - started) / 1000);
}

async function drive(setup: string, pairs: Pair[], driver: Driver): Promise<Result> {
  const latencies = await steadyRate(pairs, driver);
  const throughput = await asFastAsItGoes(pairs, driver);
  return { setup, latencies, throughput };
}

const sentAtOf = (content: string | undefined) => (content?.startsWith('t=') ? Number(content.slice(2)) : undefined);

async function measureChat(name: string, database: DatabaseHandle): Promise<Result> {
  await migrateToLatest(database.db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: IN_MEMORY_DATA_DIR, RATE_LIMIT_MAX: '1000000' });
  const run = randomUUID().slice(0, 8);
  const users = (type: 'student' | 'tutor') =>
    Array.from({ length: PAIRS }, (_, index) => ({ username: `bench_${type}_${run}_${index}`, email: `${type}${index}.${run}@bench.tutorium.local`, password_hash: null, user_type: type }));
  const studentIds = [...(await insertUsers(database.db, users('student'))).values()];
  const tutorIds = [...(await insertUsers(database.db, users('tutor'))).values()];
  const pairsOfIds = studentIds.map((studentId, index) => ({ student_id: studentId, tutor_id: tutorIds[index] ?? 0 }));
  await database.db.insertInto('contact_unlocks').values(pairsOfIds).execute();
  const conversations = await database.db.insertInto('conversations').values(pairsOfIds).returning(['id', 'student_id']).execute();
  const conversationOf = new Map(conversations.map((row) => [Number(row.student_id), Number(row.id)]));

  const app = buildApp({ config, database, chat: { ratePerSecond: 1e9, rateBurst: 1e9, unseenMessageNotifyMs: 3_600_000 } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const socketUrl = async (userId: number) =>
    `ws://127.0.0.1:${port}${CHAT_SOCKET_PATH(userId)}?token=${await benchToken(database.db, config.jwtSecret, userId)}`;
  const pairs = await inBatches(pairsOfIds, async ({ student_id: studentId, tutor_id: tutorId }) => ({
    student: await opened(await socketUrl(studentId)),
    tutor: await opened(await socketUrl(tutorId)),
    conversationId: conversationOf.get(studentId) ?? 0,
    tutorId,
  }));
  const result = await drive(`Tutorium chat, ${name}`, pairs, {
    sendFrame: (pair, content, clientId) => JSON.stringify({ type: 'chat.message', conversation_id: pair.conversationId, content, client_id: clientId }),
    isAck: (text) => text.includes('"client_id"'),
    sentAt: (text) => {
      const frame = JSON.parse(text) as ChatServerFrame;
      return frame.type === 'chat.message' ? sentAtOf(frame.message.content) : undefined;
    },
  });
  for (const pair of pairs) {
    pair.student.terminate();
    pair.tutor.terminate();
  }
  await app.close();
  return result;
}

/** The baseline: a `ws` server that forwards `{ to, content }` to `to` and acknowledges to the sender. */
async function measureRelay(): Promise<Result> {
  const relay = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await new Promise((resolve) => relay.once('listening', resolve));
  const sockets = new Map<number, WebSocket>();
  relay.on('connection', (socket, request) => {
    const userId = Number(new URL(request.url ?? '', 'http://relay').searchParams.get('user'));
    sockets.set(userId, socket);
    socket.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString()) as { to: number; content: string; client_id: string };
      sockets.get(frame.to)?.send(JSON.stringify({ type: 'chat.message', message: { content: frame.content } }));
      socket.send(JSON.stringify({ type: 'chat.message', client_id: frame.client_id }));
    });
  });
  const { port } = relay.address() as AddressInfo;
  const pairs = await inBatches(
    Array.from({ length: PAIRS }, (_, index) => index),
    async (index) => ({
      student: await opened(`ws://127.0.0.1:${port}/?user=${index * 2}`),
      tutor: await opened(`ws://127.0.0.1:${port}/?user=${index * 2 + 1}`),
      conversationId: index,
      tutorId: index * 2 + 1,
    }),
  );
  const result = await drive('bare ws relay', pairs, {
    sendFrame: (pair, content, clientId) => JSON.stringify({ to: pair.tutorId, content, client_id: clientId }),
    isAck: (text) => text.includes('"client_id"'),
    sentAt: (text) => sentAtOf((JSON.parse(text) as { message?: { content?: string } }).message?.content),
  });
  for (const pair of pairs) {
    pair.student.terminate();
    pair.tutor.terminate();
  }
  await new Promise((resolve) => relay.close(resolve));
  return result;
}

async function main(): Promise<void> {
  const relay = await measureRelay();
  const rows = [relay, await onPGlite(measureChat)];
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl) rows.push(await onPostgres(postgresUrl, measureChat));
  console.log(`\n${PAIRS * 2} sockets (${PAIRS} pairs); delivery at ${RATE} messages/s for ${SECONDS} s; throughput with ${MESSAGES} messages per student, each sent once the previous was acknowledged\n`);
  console.log('| setup | delivery p50 ms | delivery p99 ms | messages/s | of the relay |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) {
    const share = `${Math.round((row.throughput / relay.throughput) * 100)} %`;
    console.log(`| ${row.setup} | ${percentile(row.latencies, 0.5).toFixed(1)} | ${percentile(row.latencies, 0.99).toFixed(1)} | ${Math.round(row.throughput)} | ${share} |`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
