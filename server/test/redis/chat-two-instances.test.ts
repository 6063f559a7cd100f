// Runs only when REDIS_URL is set (jest.config.cjs leaves test/redis out otherwise), on the
// PostgreSQL of DATABASE_URL: two instances need one database they can both reach.
import { randomUUID } from 'node:crypto';
import { CHAT_CLOSE_CODES, type ChatMessage, type Conversation } from '@tutorium/shared/contracts';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { IN_MEMORY_DATA_DIR } from '../../src/config/env.schema';
import { createDatabase } from '../../src/db/database';
import { createRedisBus } from '../../src/chat/chat.bus';
import { notifyUser } from '../../src/notifications/notifications.service';
import { aGig, aJob, aStudent, aSubject, aTutor, call, setBalance } from '../helpers/marketplace';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { ChatClient, listeningApp, type ListeningApp } from '../chat/chat-socket';

let databaseA: TestDatabase;
let databaseB: TestDatabase;
let redisA: Redis;
let redisB: Redis;
let instanceA: ListeningApp;
let instanceB: ListeningApp;
const clients: ChatClient[] = [];

beforeAll(async () => {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('The two-instance chat test needs DATABASE_URL (a PostgreSQL both instances share)');
  databaseA = await createTestDatabase();
  // The second instance has its own pool on the same schema, as a second server would.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(databaseA.db);
  const second = await createDatabase({ databaseUrl, dataDir: IN_MEMORY_DATA_DIR }, { schema: rows[0]?.schema });
  databaseB = { ...second, dispose: second.close };
  [redisA, redisB] = [new Redis(String(process.env.REDIS_URL)), new Redis(String(process.env.REDIS_URL))];
  // Channels of their own: other runs on this Redis have users with the same ids.
  const chat = { channelPrefix: `test:${randomUUID()}:chat:user:` };
  instanceA = await listeningApp({ database: databaseA, redis: redisA, chat });
  instanceB = await listeningApp({ database: databaseB, redis: redisB, chat });
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await instanceB?.close();
  await instanceA?.close().catch(() => undefined);
  await Promise.all([redisA?.quit(), redisB?.quit()]);
  await databaseB?.close();
  await databaseA?.dispose();
});

async function connect(instance: ListeningApp, user: Parameters<typeof ChatClient.forUser>[1]): Promise<ChatClient> {
  const client = await ChatClient.forUser(instance.url, user);
  clients.push(client);
  // Answered once the socket is attached to its channel: frames published from now on arrive.
  await client.ask({ type: 'chat.get_conversations' }, 'chat.conversations');
  return client;
}

async function say(client: ChatClient, conversation: Conversation, content: string, clientId: string = randomUUID()): Promise<ChatMessage> {
  const ack = await client.ask({ type: 'chat.message', conversation_id: conversation.id, content, client_id: clientId }, 'chat.message', (frame) => frame.client_id === clientId);
  return ack.message;
}

it('lets a student on one instance and a tutor on another chat as if on one, and loses nothing when an instance stops', async () => {
  const [student, tutor] = [await aStudent(databaseA), await aTutor(databaseA)];
  expect((await call(instanceA.app, student, 'POST', `/api/tutors/${tutor.id}/unlock_contact/`)).statusCode).toBeLessThan(300);
  let studentSocket = await connect(instanceA, student);
  const tutorSocket = await connect(instanceB, tutor);
  const { conversation } = await studentSocket.ask({ type: 'chat.start_conversation', receiver_id: tutor.id }, 'chat.conversation_started');

  // A message from A reaches B; the ticks travel back.
  const hello = await say(studentSocket, conversation, 'Hello from instance A');
  expect((await tutorSocket.next('chat.message', (frame) => frame.message.id === hello.id)).message.content).toBe('Hello from instance A');
  tutorSocket.send({ type: 'chat.delivered', message_id: hello.id });
  expect(await studentSocket.next('chat.message_status', (frame) => frame.message_id === hello.id)).toMatchObject({ status: 'delivered' });
  tutorSocket.send({ type: 'chat.typing', receiver_id: student.id, is_typing: true });
  expect(await studentSocket.next('chat.typing')).toMatchObject({ sender_id: tutor.id, is_typing: true, conversation_id: conversation.id });
  tutorSocket.send({ type: 'chat.read', conversation_id: conversation.id });
  expect(await studentSocket.next('chat.message_status', (frame) => frame.message_id === hello.id)).toMatchObject({ status: 'seen' });
  const reply = await say(tutorSocket, conversation, 'Hello from instance B');
  expect((await studentSocket.next('chat.message', (frame) => frame.message.id === reply.id)).message.sender).toBe(tutor.id);

  // Instance A stops mid-conversation: its sockets are told to go elsewhere (1001).
  const lastSeenId = reply.id;
  const stopping = instanceA.close();
  expect((await studentSocket.closed).code).toBe(CHAT_CLOSE_CODES.goingAway);
  await stopping;
  const whileAway = [await say(tutorSocket, conversation, 'Are you still there?'), await say(tutorSocket, conversation, 'I will wait.')];

  // The student reconnects to B, fetches what it missed since its last id, and resends its
  // unacknowledged message with the same client id: it is stored once.
  studentSocket = await connect(instanceB, student);
  const missed = await studentSocket.ask({ type: 'chat.get_messages', conversation_id: conversation.id, after_id: lastSeenId }, 'chat.messages');
  expect(missed.messages.map((message) => message.id)).toEqual(whileAway.map((message) => message.id));
  const resent = await say(studentSocket, conversation, 'Back, on instance B', 'queued-while-offline');
  const again = await say(studentSocket, conversation, 'Back, on instance B', 'queued-while-offline');
  expect(again.id).toBe(resent.id);
  expect((await tutorSocket.next('chat.message', (frame) => frame.message.id === resent.id)).message.content).toBe('Back, on instance B');

  // Notifications recorded by any instance reach the user wherever they are connected.
  await notifyUser(databaseA.db, student.id, { type: 'payment-credited', message: '10 points were added to your balance', payload: { tran_id: 'T-two-instances', points: 10 } });
  expect((await studentSocket.next('notification.new', (frame) => frame.notification.type === 'payment-credited')).notification.message).toBe('10 points were added to your balance');

  const history = await studentSocket.ask({ type: 'chat.get_messages', conversation_id: conversation.id }, 'chat.messages', (frame) => frame.after_id === undefined);
  expect(history.messages.map((message) => message.content)).toEqual([
    'Hello from instance A',
    'Hello from instance B',
    'Are you still there?',
    'I will wait.',
    'Back, on instance B',
  ]);
});

it('pushes a notification recorded on one instance to a user on the other at once, not at the next poll', async () => {
  // Both poll every 10 minutes: only the first instance's announcement through Redis can deliver it in time.
  const chat = { channelPrefix: `test:${randomUUID()}:chat:user:`, notificationPollMs: 600_000 };
  const [slowA, slowB] = [await listeningApp({ database: databaseA, redis: redisA, chat }), await listeningApp({ database: databaseB, redis: redisB, chat })];
  try {
    const [student, tutor] = [await aStudent(databaseA), await aTutor(databaseA)];
    const subject = await aSubject(databaseA);
    await aGig(slowA.app, tutor, { subject });
    const job = await aJob(slowA.app, student, { subjects: [subject] });
    await setBalance(databaseA, tutor.id, 1000);
    const studentSocket = await connect(slowB, student);

    expect((await call(slowA.app, tutor, 'POST', `/api/jobs/${job.id}/unlock/`)).statusCode).toBeLessThan(300);
    const pushed = await studentSocket.next('notification.new', () => true, 3_000);
    expect(pushed.notification).toMatchObject({ type: 'job-unlocked', payload: { job_id: job.id } });
  } finally {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    await Promise.all([slowA.close(), slowB.close()]);
  }
});

it('closes the sockets of an ended login on the other instance too, through Redis', async () => {
  const prefix = `test:${randomUUID()}:chat:user:`;
  const [busA, busB] = [createRedisBus(redisA, { channelPrefix: prefix, onError: () => undefined }), createRedisBus(redisB, { channelPrefix: prefix, onError: () => undefined })];
  try {
    const ended: Array<string | null> = [];
    let told: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      told = resolve;
    });
    await busB.attach(42, { send: () => undefined, endSession: (sessionId) => { ended.push(sessionId); if (ended.length === 2) told(); } });
    await busA.endSessions(42, 'login-1');
    await busA.endSessions(42);
    await arrived;
    expect(ended).toEqual(['login-1', null]);
  } finally {
    await Promise.all([busA.close(), busB.close()]);
  }
});

it("counts an account's frames across instances: sockets on two instances share one budget", async () => {
  const chat = { channelPrefix: `test:${randomUUID()}:chat:user:`, ratePerSecond: 3, rateBurst: 100 };
  const [one, two] = [await listeningApp({ database: databaseA, redis: redisA, chat }), await listeningApp({ database: databaseB, redis: redisB, chat })];
  try {
    const student = await aStudent(databaseA);
    const [onOne, onTwo] = [await ChatClient.forUser(one.url, student), await ChatClient.forUser(two.url, student)];
    clients.push(onOne, onTwo);
    for (let index = 0; index < 5; index += 1) {
      onOne.send({ type: 'chat.get_conversations' });
      onTwo.send({ type: 'chat.get_conversations' });
    }
    // Ten frames within a second or two: at most two windows of three pass, the rest are refused.
    let answered = 0;
    let refused = 0;
    for (const client of [onOne, onTwo]) {
      for (let index = 0; index < 5; index += 1) {
        const frame = await client.nextOf(['chat.conversations', 'chat.error']);
        if (frame.type === 'chat.conversations') answered += 1;
        else refused += 1;
      }
    }
    expect(answered).toBeLessThanOrEqual(6);
    expect(refused).toBeGreaterThanOrEqual(4);
  } finally {
    await Promise.all([one.close(), two.close()]);
  }
});
