/**
 * Cluster benchmark: the production layout (`scripts/cluster.mjs --instances 2`: two compiled
 * instances on PORT+1 and PORT+2 behind a real nginx on 127.0.0.1:PORT, on PostgreSQL and Redis)
 * under a bounded mixed load for BENCH_CLUSTER_SECONDS, while one instance is SIGKILLed (at a
 * quarter of the run) and the other SIGTERMed (at 35/60 of it), each restarted by the cluster.
 * BENCH_CLUSTER_USERS virtual users (students, no think time) loop over the HTTP routes through
 * nginx: the tutor list (anonymous), a subject search and a profile (signed in), a contact unlock
 * (1 point, a repeat is free) and a job post (1 point). Beside them, chat pairs (a student who
 * unlocked a tutor): half with the student's socket on the first instance and the tutor's on the
 * second, directly, half through nginx. The student sends a message, waits for its
 * acknowledgement, pauses, and so on; a closed socket reconnects through nginx, fetches what it
 * missed (get_messages after the last id seen) and resends every unacknowledged message with the
 * same client_id. Prints markdown tables: requests, rate and p50/p99 per route; the counts that
 * must be zero (5xx and network errors beyond the requests in flight at the SIGKILL, chat
 * messages lost or duplicated, balances that differ from their ledger, unlocks charged twice);
 * how long the restarts took. Exits 1 when a must-be-zero count is not zero.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_REDIS_URL=redis://127.0.0.1:6379 npx tsx server/bench/cluster.bench.ts
 *
 * Each run has a database of its own (created on BENCH_DATABASE_URL's server, dropped at the end);
 * only loopback PostgreSQL URLs are accepted. Without BENCH_DATABASE_URL, BENCH_REDIS_URL or nginx
 * it says what it needs and exits 0. BENCH_CLUSTER_SECONDS (default 60), BENCH_CLUSTER_USERS
 * (default 16), BENCH_CLUSTER_CHAT_PAIRS (default 6) and BENCH_CLUSTER_PORT (default 8300; the
 * instances use the next two ports) size it. The clients run in this process, on the same cores
 * as nginx, both instances and the databases.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { CHAT_HISTORY_PAGE_SIZE, CHAT_SOCKET_PATH, type ChatServerFrame } from '@tutorium/shared/contracts';
import { sql } from 'kysely';
import { Pool } from 'pg';
import { WebSocket } from 'ws';
import { IN_MEMORY_DATA_DIR } from '../src/config/env.schema';
import { REPO_ROOT } from '../src/config/paths';
import { createDatabase, type DatabaseHandle } from '../src/db/database';
import { applyPointsChange } from '../src/points/points-ledger.service';
import { insertSubjects } from '../src/subjects/subjects.repository';
import { insertUsers } from '../src/users/users.repository';
import { percentile } from './bench-databases';
import { benchToken } from './bench-sessions';

const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 60);
const VIRTUAL_USERS = Number(process.env.BENCH_CLUSTER_USERS ?? 16);
const CHAT_PAIRS = Number(process.env.BENCH_CLUSTER_CHAT_PAIRS ?? 6);
const PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 8300);
const [PORT_1, PORT_2] = [PORT + 1, PORT + 2];
const BASE = `http://127.0.0.1:${PORT}`;
const STUDENTS = Math.max(40, VIRTUAL_USERS + CHAT_PAIRS);
const TUTORS = Math.max(40, CHAT_PAIRS);
const SUBJECTS = ['Mathematics', 'Physics', 'Chemistry', 'English', 'Biology'];
const STARTING_POINTS = 100_000;
const KILL_AT_MS = SECONDS * 250;
const TERM_AT_MS = (SECONDS * 35_000) / 60;
// A request started this soon after the SIGKILL was sent may still have reached the instance before it died.
const KILL_GRACE_MS = 100;
// The pause between a message's acknowledgement and the next one (the chat rate limit is 20 frames a second).
const CHAT_PAUSE_MS = 80;
const REQUEST_TIMEOUT_MS = 15_000;
// After the load: how long outstanding acknowledgements and deliveries are waited for.
const SETTLE_MS = 15_000;
const JWT_SECRET = 'cluster-bench-secret-cluster-bench-secret';

type Route = 'browse' | 'search' | 'profile' | 'unlock' | 'post';
const ROUTE_WEIGHTS: Array<[Route, number]> = [
  ['browse', 25],
  ['search', 20],
  ['profile', 25],
  ['unlock', 15],
  ['post', 15],
];

interface Sample {
  route: Route;
  start: number;
  end: number;
  /** The HTTP status, or 0 for a network error (no answer). */
  status: number;
  detail?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

// ---- The cluster ---------------------------------------------------------------------------

interface Cluster {
  process: ChildProcess;
  /** The current pid of the instance on each port. */
  pids: Map<number, number>;
  /** Resolves with the time (performance.now()) the instance on `port` with `pid` exited. */
  exited(port: number, pid: number): Promise<number>;
  /** Server output (warnings and errors of the instances, nginx, the cluster script). */
  log: string[];
  stop(): Promise<void>;
}

function startCluster(databaseUrl: string, redisUrl: string): Promise<Cluster> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/cluster.mjs'), '--instances', '2', '--port', String(PORT), '--no-apps'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      NODE_ENV: 'production',
      JWT_SECRET,
      MAIL_OUTBOX: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT_MAX: '1000000',
      AUTH_ADDRESS_RATE_LIMIT_MAX: '1000000',
      PUBLIC_URL: BASE,
    },
  });
  const pids = new Map<number, number>();
  const exits = new Map<string, number>();
  const exitWaiters = new Map<string, (at: number) => void>();
  const log: string[] = [];
  let ended = false;
  const endedPromise = new Promise<void>((resolve) => child.once('exit', () => {
    ended = true;
    resolve();
  }));
  const cluster: Cluster = {
    process: child,
    pids,
    log,
    exited: (port, pid) => {
      const key = `${port}:${pid}`;
      const at = exits.get(key);
      return at !== undefined ? Promise.resolve(at) : new Promise((resolve) => exitWaiters.set(key, resolve));
    },
    stop: async () => {
      if (ended) return;
      child.kill('SIGTERM');
      await Promise.race([endedPromise, sleep(30_000)]);
      if (ended) return;
      // The script did not stop its children in time: stop what it started, then the script.
      for (const pid of pids.values()) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // gone already
        }
      }
      child.kill('SIGKILL');
      await endedPromise;
    },
  };
  createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', (line) => log.push(line));
  return new Promise((resolve, reject) => {
    child.once('exit', (code, signal) => reject(new Error(`The cluster exited before it was ready (${signal ?? code}): ${log.slice(-20).join('\n')}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const ready = /^Tutorium: .* on (.*)\. Ctrl\+C stops them\.$/.exec(line);
      const exited = /^Instance on (\d+) \(pid (\d+)\) exited/.exec(line);
      const running = /^Instance on (\d+) is running again \(pid (\d+)\)/.exec(line);
      if (ready) {
        for (const [, port, pid] of (ready[1] ?? '').matchAll(/(\d+) \(pid (\d+)\)/g)) pids.set(Number(port), Number(pid));
        resolve(cluster);
      } else if (exited) {
        const key = `${exited[1]}:${exited[2]}`;
        const at = performance.now();
        exits.set(key, at);
        exitWaiters.get(key)?.(at);
      } else if (running) {
        pids.set(Number(running[1]), Number(running[2]));
      } else if (!/must exist"|^Tutorium is running at|^\s*$/.test(line)) {
        // (Without built front ends every start warns that their folders are missing.)
        log.push(line);
      }
    });
  });
}

/** Resolves with the time the instance on `port` answers its health check again (polled every 20 ms). */
async function answersAgain(port: number, limitMs = 60_000): Promise<number> {
  const deadline = performance.now() + limitMs;
  while (performance.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1_000) })).ok) return performance.now();
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  return Number.NaN;
}

/** Resolves with the time the process `pid` is gone (polled every 5 ms). */
async function gone(pid: number, limitMs = 60_000): Promise<number> {
  const deadline = performance.now() + limitMs;
  while (performance.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return performance.now();
    }
    await sleep(5);
  }
  return Number.NaN;
}

// ---- Accounts and data ---------------------------------------------------------------------

interface Account {
  id: number;
  token: string;
}

async function accounts(database: DatabaseHandle, type: 'student' | 'tutor', count: number, run: string): Promise<Account[]> {
  const rows = Array.from({ length: count }, (_, index) => ({
    username: `bench_${type}_${run}_${index}`,
    email: `${type}${index}.${run}@bench.tutorium.local`,
    password_hash: null,
    user_type: type,
  }));
  const ids = [...(await insertUsers(database.db, rows)).values()];
  return Promise.all(ids.map(async (id) => ({ id, token: await benchToken(database.db, JWT_SECRET, id) })));
}

async function api(method: 'GET' | 'POST', url: string, token: string | null, body?: unknown): Promise<Response> {
  return fetch(`${BASE}${url}`, {
    method,
    headers: { ...(token !== null && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

async function mustSucceed(what: string, response: Promise<Response>): Promise<void> {
  const answer = await response;
  if (answer.status >= 300) throw new Error(`${what} answered ${answer.status}: ${await answer.text()}`);
  await answer.arrayBuffer();
}

const gigBody = (subject: string, index: number) => ({
  title: `${subject} lessons ${index}`,
  description: `Patient lessons in ${subject.toLowerCase()}, from the basics to the exams.`,
  fee_details: '500 BDT per hour',
  subject,
});

const jobBody = () => ({
  location: 'Dhanmondi, Dhaka, Bangladesh',
  latitude: 23.7461,
  longitude: 90.3742,
  phone: '+8801711111111',
  description: 'Need help with algebra and geometry before the exams.',
  subjects: [pick(SUBJECTS)],
  educationLevel: 'Secondary',
  serviceType: 'Tutoring',
  mode: ['Online', 'At My Place'],
  budget: 15,
  budgetType: 'Per Hour',
  languages: ['English', 'Bangla'],
  country: 'Bangladesh',
});

// ---- The HTTP load -------------------------------------------------------------------------

async function virtualUser(student: Account, tutors: Account[], until: () => boolean, samples: Sample[]): Promise<void> {
  const total = ROUTE_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  while (!until()) {
    let roll = Math.random() * total;
    const route = (ROUTE_WEIGHTS.find(([, weight]) => (roll -= weight) < 0) ?? ROUTE_WEIGHTS[0])?.[0] ?? 'browse';
    const tutor = pick(tutors);
    const start = performance.now();
    try {
      const response =
        route === 'browse'
          ? await api('GET', `/api/tutors/?page=${1 + Math.floor(Math.random() * 2)}`, null)
          : route === 'search'
            ? await api('GET', `/api/tutors/?subject=${encodeURIComponent(pick(SUBJECTS))}`, student.token)
            : route === 'profile'
              ? await api('GET', `/api/tutors/${tutor.id}/`, student.token)
              : route === 'unlock'
                ? await api('POST', `/api/tutors/${tutor.id}/unlock_contact/`, student.token)
                : await api('POST', '/api/jobs/', student.token, jobBody());
      const body = await response.text();
      samples.push({ route, start, end: performance.now(), status: response.status, ...(response.status >= 400 && { detail: body.slice(0, 200) }) });
    } catch (error) {
      samples.push({ route, start, end: performance.now(), status: 0, detail: error instanceof Error ? `${error.name}: ${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error) });
    }
  }
}

// ---- Chat ----------------------------------------------------------------------------------

interface Side {
  account: Account;
  socket: WebSocket | null;
  /** The first instance's or the second's port, directly, at first; nginx's after a reconnect. */
  port: number;
  closes: Map<string, number>;
  reconnects: number;
}

interface ChatPair {
  student: Side;
  tutor: Side;
  conversationId: number;
  /** client_id -> sent at (performance.now()) of messages not yet acknowledged. */
  unacked: Map<string, number>;
  /** client_id -> the stored message's id, from the acknowledgement. */
  acked: Map<string, number>;
  /** client_id -> the ids of the messages with that content the tutor received (live or fetched). */
  received: Map<string, Set<number>>;
  ackLatencies: number[];
  deliveryLatencies: number[];
  /** The first send of each client_id (the delivery latency is measured from it). */
  firstSent: Map<string, number>;
  /** When each client_id was acknowledged. */
  ackedAt: Map<string, number>;
  /** The client_ids sent more than once (after a reconnect or a refusal). */
  resent: Set<string>;
  lastSeenId: number;
  errors: Map<string, number>;
  /** The student sends no new message once this is set. */
  stopping: boolean;
}

const contentOf = (clientId: string) => `m:${clientId}`;
const clientIdOf = (content: string) => (content.startsWith('m:') ? content.slice(2) : undefined);

function openSocket(port: number, account: Account): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${CHAT_SOCKET_PATH(account.id)}?token=${encodeURIComponent(account.token)}`, { perMessageDeflate: false });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => {
      socket.terminate();
      reject(new Error(`handshake answered ${response.statusCode}`));
    });
    socket.once('error', reject);
  });
}

const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

function sendFrame(socket: WebSocket | null, frame: object): void {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
}

function sendMessage(pair: ChatPair, clientId: string): void {
  sendFrame(pair.student.socket, { type: 'chat.message', conversation_id: pair.conversationId, content: contentOf(clientId), client_id: clientId });
}

/** Opens the side's socket (retrying until it opens) and wires its frames to the pair. */
async function connect(pair: ChatPair, side: Side, role: 'student' | 'tutor', done: () => boolean): Promise<void> {
  for (;;) {
    try {
      side.socket = await openSocket(side.port, side.account);
      break;
    } catch {
      if (done()) return;
      await sleep(100);
    }
  }
  const socket = side.socket;
  socket.on('message', (data: Buffer) => onFrame(pair, role, JSON.parse(data.toString('utf8')) as ChatServerFrame));
  socket.once('close', (code) => {
    count(side.closes, String(code));
    side.socket = null;
    if (done()) return;
    // Elsewhere, through nginx: it sends the socket to an instance that is up.
    side.port = PORT;
    side.reconnects += 1;
    void connect(pair, side, role, done);
  });
  socket.on('error', () => undefined);
  if (role === 'tutor') {
    // Answered once the socket listens to its channel; what arrived before is fetched after it.
    sendFrame(socket, { type: 'chat.get_conversations' });
    if (pair.lastSeenId > 0 || side.reconnects > 0) sendFrame(socket, { type: 'chat.get_messages', conversation_id: pair.conversationId, after_id: pair.lastSeenId });
  } else {
    for (const clientId of pair.unacked.keys()) {
      pair.resent.add(clientId);
      sendMessage(pair, clientId);
    }
  }
}

function onFrame(pair: ChatPair, role: 'student' | 'tutor', frame: ChatServerFrame): void {
  const now = performance.now();
  if (frame.type === 'chat.error' || frame.type === 'chat.unlock') {
    count(pair.errors, frame.type === 'chat.error' ? `${role}: ${frame.code}` : `${role}: unlock required`);
    // A refused message (a rate limit, an instance going away) is sent again a little later.
    const clientId = 'client_id' in frame ? frame.client_id : undefined;
    if (role === 'student' && clientId !== undefined && pair.unacked.has(clientId)) setTimeout(() => {
      pair.resent.add(clientId);
      sendMessage(pair, clientId);
    }, 500);
    return;
  }
  if (role === 'student') {
    if (frame.type !== 'chat.message' || frame.client_id === undefined) return;
    const sentAt = pair.unacked.get(frame.client_id);
    if (sentAt === undefined) return;
    pair.unacked.delete(frame.client_id);
    pair.acked.set(frame.client_id, frame.message.id);
    pair.ackedAt.set(frame.client_id, now);
    pair.ackLatencies.push(now - sentAt);
    return;
  }
  const messages = frame.type === 'chat.message' ? [frame.message] : frame.type === 'chat.messages' && frame.conversation_id === pair.conversationId ? frame.messages : [];
  for (const message of messages) {
    const clientId = clientIdOf(message.content);
    if (message.conversation_id !== pair.conversationId || message.sender !== pair.student.account.id || clientId === undefined) continue;
    const ids = pair.received.get(clientId) ?? new Set<number>();
    if (ids.size === 0 && frame.type === 'chat.message') pair.deliveryLatencies.push(now - (pair.firstSent.get(clientId) ?? now));
    ids.add(message.id);
    pair.received.set(clientId, ids);
    pair.lastSeenId = Math.max(pair.lastSeenId, message.id);
  }
  // A full page after a reconnect: there may be more.
  if (frame.type === 'chat.messages' && frame.after_id !== undefined && frame.messages.length >= CHAT_HISTORY_PAGE_SIZE) {
    const tutor = pair.tutor.socket;
    sendFrame(tutor, { type: 'chat.get_messages', conversation_id: pair.conversationId, after_id: pair.lastSeenId });
  }
}

/** The student's loop: a message, its acknowledgement, a pause, the next. */
async function chatLoop(pair: ChatPair): Promise<void> {
  while (!pair.stopping) {
    if (pair.student.socket?.readyState !== WebSocket.OPEN) {
      await sleep(5);
      continue;
    }
    const clientId = randomUUID();
    const now = performance.now();
    pair.unacked.set(clientId, now);
    pair.firstSent.set(clientId, now);
    sendMessage(pair, clientId);
    // Resent on a reconnect until acknowledged; what is still outstanding at the end is waited for afterwards.
    while (pair.unacked.has(clientId) && !pair.stopping) await sleep(5);
    await sleep(CHAT_PAUSE_MS);
  }
}

async function startConversation(student: WebSocket, tutorId: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('No chat.conversation_started within 10 s')), 10_000);
    const onMessage = (data: Buffer) => {
      const frame = JSON.parse(data.toString('utf8')) as ChatServerFrame;
      if (frame.type !== 'chat.conversation_started' && frame.type !== 'chat.unlock' && frame.type !== 'chat.error') return;
      clearTimeout(timer);
      student.off('message', onMessage);
      if (frame.type === 'chat.conversation_started') resolve(frame.conversation.id);
      else reject(new Error(`start_conversation answered ${JSON.stringify(frame)}`));
    };
    student.on('message', onMessage);
    student.send(JSON.stringify({ type: 'chat.start_conversation', receiver_id: tutorId }));
  });
}

// ---- The figures ---------------------------------------------------------------------------

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

function routeRow(name: string, latencies: number[], seconds: number, fiveHundreds: string | number, networkErrors: string | number): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `| ${name} | ${sorted.length} | ${fixed(sorted.length / seconds)} | ${fixed(percentile(sorted, 0.5))} | ${fixed(percentile(sorted, 0.99))} | ${fiveHundreds} | ${networkErrors} |`;
}

async function main(): Promise<number> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const redisUrl = process.env.BENCH_REDIS_URL;
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
  if (!databaseUrl || !redisUrl || !nginx) {
    console.log('cluster.bench: skipped: it needs BENCH_DATABASE_URL (a loopback PostgreSQL), BENCH_REDIS_URL and nginx installed.');
    return 0;
  }
  const host = new URL(databaseUrl).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) throw new Error(`BENCH_DATABASE_URL must be a loopback address, not ${host}`);

  const name = `tutorium_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Pool({ connectionString: databaseUrl, max: 1 });
  await admin.query(`create database ${name}`);
  const runUrl = new URL(databaseUrl);
  runUrl.pathname = `/${name}`;
  let cluster: Cluster | undefined;
  let database: DatabaseHandle | undefined;
  const sockets: Array<() => WebSocket | null> = [];
  // Interrupted: the cluster stops and the database goes, as at the end.
  const stopOnSignal = () => {
    void (async () => {
      await cluster?.stop();
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      process.exit(130);
    })();
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    cluster = await startCluster(runUrl.toString(), redisUrl);
    database = await createDatabase({ databaseUrl: runUrl.toString(), dataDir: IN_MEMORY_DATA_DIR });
    const { db } = database;

    // Accounts, points (through the ledger), subjects and a gig per tutor.
    const run = randomBytes(3).toString('hex');
    const students = await accounts(database, 'student', STUDENTS, run);
    const tutors = await accounts(database, 'tutor', TUTORS, run);
    await db.transaction().execute(async (trx) => {
      for (const student of students) await applyPointsChange(trx, { userId: student.id, delta: STARTING_POINTS, reason: 'bench', idempotencyKey: `bench:${student.id}` });
    });
    await insertSubjects(db, SUBJECTS.map((subject) => ({ name: subject, isActive: true })));
    for (const [index, tutor] of tutors.entries()) {
      const subject = SUBJECTS[index % SUBJECTS.length] ?? 'Mathematics';
      await mustSucceed('create gig', api('POST', '/api/gigs/', tutor.token, gigBody(subject, index)));
    }

    // Chat pairs: each student unlocks their tutor and starts the conversation.
    const done = { value: false };
    const pairs: ChatPair[] = [];
    for (let index = 0; index < CHAT_PAIRS; index += 1) {
      const [student, tutor] = [students[index] as Account, tutors[index] as Account];
      await mustSucceed('unlock for chat', api('POST', `/api/tutors/${tutor.id}/unlock_contact/`, student.token));
      const direct = index % 2 === 0;
      const side = (account: Account, port: number): Side => ({ account, socket: null, port: direct ? port : PORT, closes: new Map(), reconnects: 0 });
      const first = await openSocket(direct ? PORT_1 : PORT, student);
      const conversationId = await startConversation(first, tutor.id);
      first.close(1000);
      const pair: ChatPair = {
        student: side(student, PORT_1),
        tutor: side(tutor, PORT_2),
        conversationId,
        unacked: new Map(),
        acked: new Map(),
        received: new Map(),
        ackLatencies: [],
        deliveryLatencies: [],
        firstSent: new Map(),
        ackedAt: new Map(),
        resent: new Set(),
        lastSeenId: 0,
        errors: new Map(),
        stopping: false,
      };
      await connect(pair, pair.tutor, 'tutor', () => done.value);
      await connect(pair, pair.student, 'student', () => done.value);
      sockets.push(() => pair.student.socket, () => pair.tutor.socket);
      pairs.push(pair);
    }
    // Let every tutor socket attach to its channel before the first message.
    await sleep(500);

    // The load, with the SIGKILL and the SIGTERM on their timeline.
    console.log(`\nLoad: ${VIRTUAL_USERS} virtual users and ${CHAT_PAIRS} chat pairs for ${SECONDS} s through nginx on ${BASE}; SIGKILL of :${PORT_1} at ${fixed(KILL_AT_MS / 1000)} s, SIGTERM of :${PORT_2} at ${fixed(TERM_AT_MS / 1000)} s`);
    const samples: Sample[] = [];
    const started = performance.now();
    const over = () => performance.now() - started >= SECONDS * 1000;
    const vus = Array.from({ length: VIRTUAL_USERS }, (_, index) => virtualUser(students[CHAT_PAIRS + index] as Account, tutors, over, samples));
    const chats = pairs.map((pair) => chatLoop(pair));

    const restarts: Array<{ what: string; figure: string }> = [];
    let [killedAt, stoppedAt] = [Number.NaN, Number.NaN];
    const kill = (async () => {
      await sleep(Math.max(0, started + KILL_AT_MS - performance.now()));
      const killed = cluster.pids.get(PORT_1) ?? 0;
      killedAt = performance.now();
      process.kill(killed, 'SIGKILL');
      const exitedAt = await cluster.exited(PORT_1, killed);
      const back = await answersAgain(PORT_1);
      restarts.push({ what: `SIGKILL of :${PORT_1} (pid ${killed}) to it answering again`, figure: `${fixed((back - killedAt) / 1000, 2)} s (the cluster saw the exit after ${fixed(exitedAt - killedAt)} ms and starts it again 1 s later)` });
    })();
    const stop = (async () => {
      await sleep(Math.max(0, started + TERM_AT_MS - performance.now()));
      const stopped = cluster.pids.get(PORT_2) ?? 0;
      stoppedAt = performance.now();
      process.kill(stopped, 'SIGTERM');
      const exited = await gone(stopped);
      const answering = await answersAgain(PORT_2);
      restarts.push({ what: `SIGTERM of :${PORT_2} (pid ${stopped}) to its exit`, figure: `${fixed((exited - stoppedAt) / 1000, 2)} s` });
      restarts.push({ what: `SIGTERM of :${PORT_2} to it answering again`, figure: `${fixed((answering - stoppedAt) / 1000, 2)} s` });
    })();

    await Promise.all(vus);
    const elapsed = (performance.now() - started) / 1000;
    for (const pair of pairs) pair.stopping = true;
    await Promise.all(chats);
    await Promise.all([kill, stop]);
    // Outstanding acknowledgements and deliveries, for at most SETTLE_MS.
    const settled = () => pairs.every((pair) => pair.unacked.size === 0 && [...pair.acked.keys()].every((clientId) => pair.received.has(clientId)));
    const settleStart = performance.now();
    while (!settled() && performance.now() - settleStart < SETTLE_MS) await sleep(50);
    const settleMs = performance.now() - settleStart;
    done.value = true;
    for (const socket of sockets) socket()?.close(1000);

    // ---- Figures
    const serverErrors = (sample: Sample) => sample.status >= 500 || sample.status === 0;
    const inFlightAtKill = (sample: Sample) => sample.start < killedAt + KILL_GRACE_MS && sample.end >= killedAt;
    console.log(`\nPer route (${fixed(elapsed)} s of load; latencies in ms, from sending the request to the whole answer)\n`);
    console.log('| route | requests | rps | p50 ms | p99 ms | 5xx | network errors |');
    console.log('|---|---|---|---|---|---|---|');
    const other4xx = new Map<string, number>();
    for (const [route] of ROUTE_WEIGHTS) {
      const ofRoute = samples.filter((sample) => sample.route === route);
      for (const sample of ofRoute) if (sample.status >= 400 && sample.status < 500) count(other4xx, `${route} ${sample.status}`);
      console.log(
        routeRow(
          route,
          ofRoute.map((sample) => sample.end - sample.start),
          elapsed,
          ofRoute.filter((sample) => sample.status >= 500).length,
          ofRoute.filter((sample) => sample.status === 0).length,
        ),
      );
    }
    const closes = new Map<string, number>();
    for (const pair of pairs) for (const side of [pair.student, pair.tutor]) for (const [code, times] of side.closes) closes.set(code, (closes.get(code) ?? 0) + times);
    const abrupt = closes.get('1006') ?? 0;
    console.log(routeRow('chat (send to acknowledgement)', pairs.flatMap((pair) => pair.ackLatencies), elapsed, '-', `${abrupt} abrupt closes`));
    console.log(routeRow('chat (send to live delivery)', pairs.flatMap((pair) => pair.deliveryLatencies), elapsed, '-', '-'));

    // Must be zero.
    const killFailures = samples.filter((sample) => serverErrors(sample) && inFlightAtKill(sample));
    const otherFailures = samples.filter((sample) => serverErrors(sample) && !inFlightAtKill(sample));
    const acked = pairs.flatMap((pair) => [...pair.acked.entries()].map(([clientId, id]) => ({ pair, clientId, id })));
    const stored = await sql<{ client_id: string; sender_id: string | number; copies: string | number; ids: Array<string | number> }>`
      select client_id, sender_id, count(*) as copies, array_agg(id order by id) as ids from messages
      where conversation_id in (${sql.join(pairs.map((pair) => pair.conversationId))}) group by client_id, sender_id`.execute(db);
    const storedIds = new Map(stored.rows.map((row) => [row.client_id, row.ids.map(Number)]));
    const ackedNotStored = acked.filter(({ clientId, id }) => !(storedIds.get(clientId) ?? []).includes(id)).length;
    const notReceived = pairs.flatMap((pair, index) =>
      stored.rows.filter((row) => pair.firstSent.has(row.client_id) && !pair.received.has(row.client_id)).map((row) => ({ pair, index, row })),
    );
    const storedNotReceived = notReceived.length;
    const unackedAtEnd = pairs.reduce((sum, pair) => sum + pair.unacked.size, 0);
    const storedTwice = stored.rows.filter((row) => Number(row.copies) > 1).length;
    const deliveredTwice = pairs.reduce((sum, pair) => sum + [...pair.received.values()].filter((ids) => ids.size > 1).length, 0);
    const { rows: drift } = await sql<{ users: string | number }>`
      select count(*) as users from users
      where points_balance <> coalesce((select sum(delta) from points_ledger where points_ledger.user_id = users.id), 0)`.execute(db);
    const { rows: doubles } = await sql<{ unlocks: string | number }>`
      select count(*) as unlocks from (
        select user_id, reference from points_ledger where reason = 'contact-unlock' group by user_id, reference having count(*) > 1
      ) charged_twice`.execute(db);
    const { rows: unpaid } = await sql<{ unlocks: string | number }>`
      select count(*) as unlocks from contact_unlocks
      where (select count(*) from points_ledger where points_ledger.user_id = contact_unlocks.student_id
        and points_ledger.reason = 'contact-unlock' and points_ledger.reference = 'tutor:' || contact_unlocks.tutor_id) <> 1`.execute(db);
    const mustBeZero: Array<[string, number]> = [
      ['5xx outside the requests in flight at the SIGKILL', otherFailures.filter((sample) => sample.status >= 500).length],
      ['network errors outside the requests in flight at the SIGKILL', otherFailures.filter((sample) => sample.status === 0).length],
      ['chat messages acknowledged but not in the database', ackedNotStored],
      ['chat messages in the database but never received by the tutor', storedNotReceived],
      ['chat messages sent but never acknowledged', unackedAtEnd],
      ['chat messages stored twice (same client_id)', storedTwice],
      ['chat messages delivered twice with different ids', deliveredTwice],
      ['balances that differ from their ledger', Number(drift[0]?.users ?? 0)],
      ['contact unlocks charged more than once', Number(doubles[0]?.unlocks ?? 0)],
      ['contact unlocks not charged exactly once', Number(unpaid[0]?.unlocks ?? 0)],
    ];
    console.log('\nCounts that must be zero\n');
    console.log('| count | value |');
    console.log('|---|---|');
    for (const [what, value] of mustBeZero) console.log(`| ${what} | ${value} |`);

    const ledger = await sql<{ reason: string; rows: string | number }>`select reason, count(*) as rows from points_ledger group by reason order by reason`.execute(db);
    console.log('\nFor reference\n');
    console.log('| figure | value |');
    console.log('|---|---|');
    console.log(`| 5xx and network errors in flight at the SIGKILL (started before it or within ${KILL_GRACE_MS} ms, ended after it) | ${killFailures.length}${killFailures.length > 0 ? ` (${[...new Set(killFailures.map((sample) => `${sample.route} ${sample.status || 'error'}`))].join(', ')})` : ''} |`);
    for (const { what, figure } of restarts) console.log(`| ${what} | ${figure} |`);
    console.log(`| chat messages acknowledged / received by the tutor | ${acked.length} / ${pairs.reduce((sum, pair) => sum + pair.received.size, 0)} |`);
    console.log(`| chat socket closes by code | ${[...closes].map(([code, times]) => `${code}: ${times}`).join(', ') || 'none'} |`);
    console.log(`| chat reconnects (student / tutor) | ${pairs.reduce((sum, pair) => sum + pair.student.reconnects, 0)} / ${pairs.reduce((sum, pair) => sum + pair.tutor.reconnects, 0)} |`);
    const chatErrors = new Map<string, number>();
    for (const pair of pairs) for (const [code, times] of pair.errors) chatErrors.set(code, (chatErrors.get(code) ?? 0) + times);
    console.log(`| chat error frames | ${[...chatErrors].map(([code, times]) => `${code}: ${times}`).join(', ') || 'none'} |`);
    console.log(`| wait for outstanding chat acknowledgements and deliveries | ${fixed(settleMs, 0)} ms |`);
    console.log(`| 4xx answers | ${[...other4xx].map(([what, times]) => `${what}: ${times}`).join(', ') || 'none'} |`);
    console.log(`| ledger rows by reason | ${ledger.rows.map((row) => `${row.reason}: ${row.rows}`).join(', ')} |`);

    for (const sample of [...killFailures, ...otherFailures].slice(0, 20)) {
      console.log(`  ${sample.route} ${sample.status || 'network error'} at ${fixed((sample.start - started) / 1000, 3)}-${fixed((sample.end - started) / 1000, 3)} s (SIGKILL at ${fixed((killedAt - started) / 1000, 3)} s, SIGTERM at ${fixed((stoppedAt - started) / 1000, 3)} s)${sample.detail ? `: ${sample.detail.replace(/\s+/g, ' ')}` : ''}`);
    }
    const at = (time: number | undefined) => (time === undefined ? '-' : `${fixed((time - started) / 1000, 3)} s`);
    for (const { pair, index, row } of notReceived) {
      const clientId = row.client_id;
      console.log(
        `  chat pair ${index} (${index % 2 === 0 ? `student on :${PORT_1}, tutor on :${PORT_2} directly` : 'both through nginx'}): message ${row.ids.join(', ')} sent at ${at(pair.firstSent.get(clientId))}, ` +
          `${pair.resent.has(clientId) ? 'resent, ' : ''}acknowledged at ${at(pair.ackedAt.get(clientId))}, never received by the tutor (tutor reconnects: ${pair.tutor.reconnects}, last id seen ${pair.lastSeenId})`,
      );
    }
    if (cluster.log.length > 0) {
      console.log(`\nServer output (${cluster.log.length} lines; the last 15):`);
      for (const line of cluster.log.slice(-15)) console.log(`  ${line.slice(0, 400)}`);
    }
    const failed = mustBeZero.filter(([, value]) => value !== 0);
    if (failed.length > 0) console.log(`\nNot zero: ${failed.map(([what]) => what).join('; ')}`);
    return failed.length > 0 ? 1 : 0;
  } finally {
    for (const socket of sockets) socket()?.terminate();
    await database?.close();
    await cluster?.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
