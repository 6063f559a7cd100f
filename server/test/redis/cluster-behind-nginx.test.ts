// The production layout of `npm run cluster`: two compiled instances (plain node) behind Debian's
// nginx on loopback, on a PostgreSQL database of their own and Redis. Runs with the Redis suite
// (REDIS_URL and DATABASE_URL set, as in CI, whose .ci/run installs nginx).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { ChatMessage, Conversation } from '@tutorium/shared/contracts';
import { Pool } from 'pg';
import { IN_MEMORY_DATA_DIR } from '../../src/config/env.schema';
import { REPO_ROOT } from '../../src/config/paths';
import { createDatabase } from '../../src/db/database';
import { TEST_JWT_SECRET } from '../helpers/build-test-app';
import { aStudent, aTutor, setBalance, type TestUser } from '../helpers/marketplace';
import type { TestDatabase } from '../helpers/test-database';
import { ChatClient } from '../chat/chat-socket';

// Building the server, migrating a new database and booting two instances: a minute on a busy machine.
const START_MS = 120_000;
jest.setTimeout(240_000);

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
let admin: Pool;
let databaseName: string;
let database: TestDatabase;
let cluster: ChildProcess;
let output = '';
let nginxUrl: string;
const instances: Array<{ url: string; pid: number }> = [];
const clients: ChatClient[] = [];

/** Three consecutive free loopback ports (nginx, then one per instance), from a random start. */
async function freePorts(): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const probe = createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    if ((await free(base)) && (await free(base + 1)) && (await free(base + 2))) return base;
  }
}

/** Resolves with the first match of `pattern` in the cluster's output, waiting for it. */
function printed(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const look = () => {
      const match = output.match(pattern);
      if (!match) return;
      cleanup();
      resolve(match);
    };
    const ended = () => {
      cleanup();
      reject(new Error(`The cluster ended before printing ${pattern}:\n${output}`));
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`The cluster did not print ${pattern} within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      cluster.stdout?.off('data', look);
      cluster.off('exit', ended);
    };
    cluster.stdout?.on('data', look);
    cluster.once('exit', ended);
    look();
  });
}

beforeAll(async () => {
  if (!NGINX) throw new Error("The production layout test needs nginx (Debian: apt-get install nginx-light; .ci/run installs it)");
  const databaseUrl = String(process.env.DATABASE_URL);
  admin = new Pool({ connectionString: databaseUrl, max: 1 });
  databaseName = `tutorium_cluster_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${databaseName}`);
  const clusterUrl = new URL(databaseUrl);
  clusterUrl.pathname = `/${databaseName}`;

  const port = await freePorts();
  cluster = spawn(process.execPath, [join(REPO_ROOT, 'scripts/cluster.mjs'), '--instances', '2', '--port', String(port), '--no-apps'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: clusterUrl.toString(),
      NODE_ENV: 'production',
      JWT_SECRET: TEST_JWT_SECRET,
      MAIL_OUTBOX: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      READY_DRAIN_MS: '200',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cluster.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  cluster.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const ready = await printed(/Tutorium: (\S+) \(nginx\) -> 2 instance\(s\) on (\d+) \(pid (\d+)\), (\d+) \(pid (\d+)\)/, START_MS);
  nginxUrl = ready[1] ?? '';
  instances.push({ url: `http://127.0.0.1:${ready[2]}`, pid: Number(ready[3]) }, { url: `http://127.0.0.1:${ready[4]}`, pid: Number(ready[5]) });
  // The test's own connection to the instances' database, for accounts and balances.
  const handle = await createDatabase({ databaseUrl: clusterUrl.toString(), dataDir: IN_MEMORY_DATA_DIR });
  database = { ...handle, dispose: handle.close };
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  if (cluster && cluster.exitCode === null && cluster.signalCode === null) {
    const exited = new Promise((resolve) => cluster.once('exit', resolve));
    cluster.kill('SIGINT');
    await exited;
  }
  await database?.close();
  if (databaseName) await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin?.end();
});

async function connect(baseUrl: string, user: TestUser): Promise<ChatClient> {
  const client = await ChatClient.forUser(baseUrl, user);
  clients.push(client);
  // Answered once the socket is attached to its channel: frames published from now on arrive.
  await client.ask({ type: 'chat.get_conversations' }, 'chat.conversations');
  return client;
}

async function say(client: ChatClient, conversation: Conversation, content: string): Promise<ChatMessage> {
  const clientId = randomBytes(8).toString('hex');
  const ack = await client.ask({ type: 'chat.message', conversation_id: conversation.id, content, client_id: clientId }, 'chat.message', (frame) => frame.client_id === clientId);
  return ack.message;
}

it('answers through nginx with request ids and readiness, and keeps metrics off the proxy but on each instance', async () => {
  const ready = await fetch(`${nginxUrl}/api/ready`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toMatchObject({ ready: true, database: true, redis: true, migrations: true, draining: false });
  expect(ready.headers.get('x-request-id')).toMatch(/\S+/);

  expect((await fetch(`${nginxUrl}/metrics`)).status).toBe(404);
  const metrics = await fetch(`${instances[0]?.url}/metrics`);
  expect(metrics.status).toBe(200);
  expect(await metrics.text()).toContain('tutorium_http_request_duration_seconds_bucket');
});

it('carries a conversation between sockets on different instances, and on the other one when an instance is killed', async () => {
  const [student, tutor] = [await aStudent(database), await aTutor(database)];
  await setBalance(database, student.id, 3);
  const unlock = await fetch(`${nginxUrl}/api/tutors/${tutor.id}/unlock_contact/`, { method: 'POST', headers: student.headers });
  expect(unlock.status).toBeLessThan(300);

  const [first, second] = [instances[0] ?? { url: '', pid: 0 }, instances[1] ?? { url: '', pid: 0 }];
  const studentSocket = await connect(first.url, student);
  let tutorSocket = await connect(second.url, tutor);
  const { conversation } = await studentSocket.ask({ type: 'chat.start_conversation', receiver_id: tutor.id }, 'chat.conversation_started');
  const hello = await say(studentSocket, conversation, 'Hello across instances');
  expect((await tutorSocket.next('chat.message', (frame) => frame.message.id === hello.id)).message.content).toBe('Hello across instances');
  // The student's instance counted the message it relayed.
  expect(await (await fetch(`${first.url}/metrics`)).text()).toMatch(/^tutorium_chat_messages_relayed_total [1-9]/m);

  // The tutor's instance dies without a word; the student writes meanwhile.
  process.kill(second.pid, 'SIGKILL');
  expect((await tutorSocket.closed).code).toBe(1006);
  const whileAway = await say(studentSocket, conversation, 'Written while your instance was down');

  // The tutor comes back through nginx (to whichever instance answers), catches up, and replies live.
  tutorSocket = await connect(nginxUrl, tutor);
  const missed = await tutorSocket.ask({ type: 'chat.get_messages', conversation_id: conversation.id, after_id: hello.id }, 'chat.messages');
  expect(missed.messages.map((message) => message.id)).toEqual([whileAway.id]);
  const reply = await say(tutorSocket, conversation, 'Back, through nginx');
  expect((await studentSocket.next('chat.message', (frame) => frame.message.id === reply.id)).message.content).toBe('Back, through nginx');

  // Requests through nginx keep being answered, whichever instance they are sent to.
  const statuses = await Promise.all(Array.from({ length: 6 }, () => fetch(`${nginxUrl}/api/tutors/${tutor.id}/`, { headers: student.headers }).then((response) => response.status)));
  expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);

  // The layout starts the killed instance again, and it is ready.
  const port = new URL(second.url).port;
  await printed(new RegExp(`Instance on ${port} is running again`), START_MS);
  expect((await fetch(`${second.url}/api/ready`)).status).toBe(200);

  const history = await studentSocket.ask({ type: 'chat.get_messages', conversation_id: conversation.id }, 'chat.messages', (frame) => frame.after_id === undefined);
  expect(history.messages.map((message) => message.content)).toEqual(['Hello across instances', 'Written while your instance was down', 'Back, through nginx']);
});

it('stops every instance and nginx on Ctrl+C, and exits cleanly', async () => {
  const exited = new Promise<number | null>((resolve) => cluster.once('exit', (code) => resolve(code)));
  cluster.kill('SIGINT');
  expect(await exited).toBe(0);
  for (const { url } of instances) await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  await expect(fetch(`${nginxUrl}/api/health`)).rejects.toThrow();
});
