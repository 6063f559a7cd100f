import { randomUUID } from 'node:crypto';
import { CHAT_CLOSE_CODES, CHAT_MAX_FRAME_BYTES, CHAT_MESSAGE_MAX_LENGTH, type ChatMessage, type Conversation } from '@tutorium/shared/contracts';
import { SignJWT } from 'jose';
import { TEST_JWT_SECRET } from '../helpers/build-test-app';
import { aGig, aJob, anAdmin, aStudent, aSubject, aTutor, call, recordLogin, setBalance, type TestUser } from '../helpers/marketplace';
import { bearer, logIn, post, signedInUser } from '../helpers/accounts';
import { ChatClient, listeningApp, tokenOf, type ListeningApp } from './chat-socket';

let server: ListeningApp;
const open: ChatClient[] = [];

beforeAll(async () => {
  server = await listeningApp();
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
});

afterAll(async () => {
  await server.close();
});

async function connect(user: TestUser): Promise<ChatClient> {
  const client = await ChatClient.forUser(server.url, user);
  open.push(client);
  return client;
}

async function unlockContact(student: TestUser, tutor: TestUser): Promise<void> {
  const response = await call(server.app, student, 'POST', `/api/tutors/${tutor.id}/unlock_contact/`);
  if (response.statusCode >= 300) throw new Error(`unlock answered ${response.statusCode}: ${response.body}`);
}

/** A student and a tutor who unlocked each other, both connected, with their conversation open. */
async function aChat() {
  const [student, tutor] = [await aStudent(server.database), await aTutor(server.database)];
  await unlockContact(student, tutor);
  const [studentSocket, tutorSocket] = [await connect(student), await connect(tutor)];
  const { conversation } = await studentSocket.ask({ type: 'chat.start_conversation', receiver_id: tutor.id }, 'chat.conversation_started');
  return { student, tutor, studentSocket, tutorSocket, conversation };
}

async function say(client: ChatClient, conversation: Conversation, content: string): Promise<ChatMessage> {
  const clientId = randomUUID();
  const ack = await client.ask({ type: 'chat.message', conversation_id: conversation.id, content, client_id: clientId }, 'chat.message', (frame) => frame.client_id === clientId);
  return ack.message;
}

const storedMessages = async () => Number((await server.database.db.selectFrom('messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('connecting to /ws/chat/{userId}/', () => {
  it('closes with 4403 when the token is missing, invalid, expired or another user\'s', async () => {
    const [user, other] = [await aStudent(server.database), await aTutor(server.database)];
    const expired = await new SignJWT({ sid: randomUUID() })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer('tutorium')
      .setAudience('tutorium-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));

    for (const token of [undefined, 'not-a-token', expired, tokenOf(other)]) {
      const client = await ChatClient.connect(server.url, user.id, token);
      expect((await client.closed).code).toBe(CHAT_CLOSE_CODES.auth);
    }
  });

  it('closes an open socket with 4403 when its token expires, so that the client refreshes it', async () => {
    const user = await aStudent(server.database);
    const now = Math.floor(Date.now() / 1000);
    const sessionId = randomUUID();
    await recordLogin(server.database, user.id, sessionId);
    const shortLived = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer('tutorium')
      .setAudience('tutorium-api')
      .setIssuedAt(now)
      .setExpirationTime(now + 2)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const client = await ChatClient.connect(server.url, user.id, shortLived);
    open.push(client);
    await client.ask({ type: 'chat.get_conversations' }, 'chat.conversations');
    const closed = await client.closed;
    expect(closed.code).toBe(CHAT_CLOSE_CODES.auth);
    expect(Date.now()).toBeGreaterThanOrEqual((now + 2) * 1000);
  });

  it('refuses a handshake from another site, and takes one from the site itself', async () => {
    const user = await aStudent(server.database);
    await expect(ChatClient.forUser(server.url, user, 'https://evil.example')).rejects.toThrow('handshake answered 403');
    const client = await ChatClient.forUser(server.url, user, server.url);
    open.push(client);
    await client.ask({ type: 'chat.get_conversations' }, 'chat.conversations');
  });

  it('never writes the token to the log', async () => {
    const lines: string[] = [];
    const logged = await listeningApp({ database: server.database, env: { LOG_LEVEL: 'trace' }, logStream: { write: (line) => lines.push(line) } });
    try {
      const user = await aStudent(server.database);
      const client = await ChatClient.forUser(logged.url, user);
      await client.ask({ type: 'chat.get_conversations' }, 'chat.conversations');
      await client.close();
      const refused = await ChatClient.connect(logged.url, user.id, 'secret-looking-token');
      await refused.closed;
    } finally {
      await logged.close();
    }
    expect(lines.join('\n')).toContain('Chat socket refused');
    expect(lines.join('\n')).not.toContain('secret-looking-token');
    expect(lines.join('\n')).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
  });
});

describe('who may talk', () => {
  it('answers chat.unlock and stores nothing when neither unlocked the other', async () => {
    const [student, tutor] = [await aStudent(server.database), await aTutor(server.database)];
    const [studentSocket, tutorSocket] = [await connect(student), await connect(tutor)];

    expect(await studentSocket.ask({ type: 'chat.start_conversation', receiver_id: tutor.id }, 'chat.unlock')).toEqual({
      type: 'chat.unlock',
      student_id: student.id,
      tutor_id: tutor.id,
    });
    // A tutor who unlocked nothing gets the same answer.
    expect(await tutorSocket.ask({ type: 'chat.start_conversation', receiver_id: student.id }, 'chat.unlock')).toMatchObject({ student_id: student.id, tutor_id: tutor.id });
    const rows = await server.database.db.selectFrom('conversations').select('id').where('student_id', '=', student.id).execute();
    expect(rows).toEqual([]);
  });

  it('lets them talk once the student unlocked the tutor\'s contact, in one conversation for the pair', async () => {
    const { student, tutor, tutorSocket, conversation } = await aChat();
    expect(conversation.participants.map((participant) => participant.id).sort()).toEqual([student.id, tutor.id].sort());
    expect(JSON.stringify(conversation)).not.toMatch(/email|phone/);
    const again = await tutorSocket.ask({ type: 'chat.start_conversation', receiver_id: student.id }, 'chat.conversation_started');
    expect(again.conversation.id).toBe(conversation.id);
  });

  it('lets a tutor start the chat once they unlocked one of the student\'s jobs', async () => {
    const [student, tutor] = [await aStudent(server.database), await aTutor(server.database)];
    const subject = await aSubject(server.database);
    await aGig(server.app, tutor, { subject });
    const job = await aJob(server.app, student, { subjects: [subject] });
    await setBalance(server.database, tutor.id, 1000);
    expect((await call(server.app, tutor, 'POST', `/api/jobs/${job.id}/unlock/`)).statusCode).toBeLessThan(300);

    const tutorSocket = await connect(tutor);
    const started = await tutorSocket.ask({ type: 'chat.start_conversation', receiver_id: student.id }, 'chat.conversation_started');
    expect(started.conversation.participants.map((participant) => participant.username)).toContain(student.username);
  });

  it('refuses users who are not of the other type, or unknown', async () => {
    const [student, otherStudent] = [await aStudent(server.database), await aStudent(server.database)];
    const socket = await connect(student);
    for (const receiverId of [otherStudent.id, student.id, 999_999_999]) {
      expect(await socket.ask({ type: 'chat.start_conversation', receiver_id: receiverId }, 'chat.error')).toMatchObject({ code: 'not_found', request_type: 'chat.start_conversation' });
    }
  });
});

describe('messages', () => {
  it('stores a message before acknowledging it, then shows the sender delivered and seen ticks live', async () => {
    const { student, tutor, studentSocket, tutorSocket, conversation } = await aChat();
    const before = await storedMessages();

    const sent = await say(studentSocket, conversation, '  Hello, can we start on Monday?  ');
    expect(sent).toMatchObject({ conversation_id: conversation.id, sender: student.id, content: 'Hello, can we start on Monday?', status: 'sent', is_read: false });
    expect(await storedMessages()).toBe(before + 1);

    const received = await tutorSocket.next('chat.message', (frame) => frame.message.id === sent.id);
    expect(received.client_id).toBeUndefined();
    tutorSocket.send({ type: 'chat.delivered', message_id: sent.id });
    expect(await studentSocket.next('chat.message_status', (frame) => frame.message_id === sent.id)).toEqual({
      type: 'chat.message_status',
      message_id: sent.id,
      conversation_id: conversation.id,
      status: 'delivered',
    });

    tutorSocket.send({ type: 'chat.read', conversation_id: conversation.id });
    expect(await studentSocket.next('chat.message_status', (frame) => frame.message_id === sent.id)).toMatchObject({ status: 'seen' });
    expect(await studentSocket.next('chat.read')).toEqual({ type: 'chat.read', conversation_id: conversation.id, reader_id: tutor.id });
    expect(await tutorSocket.next('chat.read')).toMatchObject({ reader_id: tutor.id });
    const page = await tutorSocket.ask({ type: 'chat.get_messages', conversation_id: conversation.id }, 'chat.messages');
    expect(page.messages.at(-1)).toMatchObject({ id: sent.id, status: 'seen', is_read: true });
  });

  it('lists conversations with the last message and the unread flag, cleared by chat.read', async () => {
    const { tutor, studentSocket, tutorSocket, conversation } = await aChat();
    await say(studentSocket, conversation, 'First');
    const last = await say(studentSocket, conversation, 'Second');

    const listed = await tutorSocket.ask({ type: 'chat.get_conversations' }, 'chat.conversations');
    expect(listed.conversations[0]).toMatchObject({ id: conversation.id, has_unread: true, last_message: { id: last.id, content: 'Second' } });
    const mine = await studentSocket.ask({ type: 'chat.get_conversations' }, 'chat.conversations');
    expect(mine.conversations[0]).toMatchObject({ id: conversation.id, has_unread: false });

    tutorSocket.send({ type: 'chat.read', conversation_id: conversation.id });
    await tutorSocket.next('chat.read', (frame) => frame.reader_id === tutor.id);
    const after = await tutorSocket.ask({ type: 'chat.get_conversations' }, 'chat.conversations');
    expect(after.conversations[0]).toMatchObject({ id: conversation.id, has_unread: false });
  });

  it('loads history upward by message id, and what a reconnecting client missed after its last id', async () => {
    const { studentSocket, tutorSocket, conversation } = await aChat();
    const sent: ChatMessage[] = [];
    for (let index = 1; index <= 35; index += 1) sent.push(await say(studentSocket, conversation, `Message ${index}`));

    const newest = await tutorSocket.ask({ type: 'chat.get_messages', conversation_id: conversation.id }, 'chat.messages');
    expect(newest.messages.map((message) => message.content)).toEqual(sent.slice(5).map((message) => message.content));
    expect(newest.has_more).toBe(true);
    const older = await tutorSocket.ask({ type: 'chat.get_messages', conversation_id: conversation.id, before_id: newest.messages[0]?.id }, 'chat.messages', (frame) => frame.before_id !== undefined);
    expect(older.messages.map((message) => message.content)).toEqual(sent.slice(0, 5).map((message) => message.content));
    expect(older.has_more).toBe(false);
    const missed = await tutorSocket.ask({ type: 'chat.get_messages', conversation_id: conversation.id, after_id: sent[32]?.id }, 'chat.messages', (frame) => frame.after_id !== undefined);
    expect(missed.messages.map((message) => message.content)).toEqual(['Message 34', 'Message 35']);
  });

  it('stores a message sent twice with the same client_id once, and acknowledges it both times', async () => {
    const { studentSocket, conversation } = await aChat();
    const before = await storedMessages();
    const frame = { type: 'chat.message', conversation_id: conversation.id, content: 'Sent once', client_id: 'retry-1' };
    const first = await studentSocket.ask(frame, 'chat.message', (ack) => ack.client_id === 'retry-1');
    const second = await studentSocket.ask(frame, 'chat.message', (ack) => ack.client_id === 'retry-1');
    expect(second.message.id).toBe(first.message.id);
    expect(await storedMessages()).toBe(before + 1);
  });

  it('relays a resent message its receiver never confirmed (stored by an instance that died before relaying it), once stored', async () => {
    const { student, studentSocket, tutorSocket, conversation } = await aChat();
    // What an instance killed between storing and relaying leaves behind: the row, and nobody told.
    const stored = await server.database.db
      .insertInto('messages')
      .values({ conversation_id: conversation.id, sender_id: student.id, content: 'Stored, then the instance died', client_id: 'orphan-1' })
      .returning('id')
      .executeTakeFirstOrThrow()
      // PostgreSQL's node driver reads a bigint id as a string.
      .then((row) => ({ id: Number(row.id) }));
    const before = await storedMessages();
    const frame = { type: 'chat.message', conversation_id: conversation.id, content: 'Stored, then the instance died', client_id: 'orphan-1' };
    const ack = await studentSocket.ask(frame, 'chat.message', (reply) => reply.client_id === 'orphan-1');
    expect(ack.message.id).toBe(stored.id);
    const relayed = await tutorSocket.next('chat.message', (received) => received.message.id === stored.id);
    expect(relayed.message).toMatchObject({ sender: student.id, conversation_id: conversation.id, content: 'Stored, then the instance died' });
    expect(await storedMessages()).toBe(before);

    // Once the receiver confirmed it, a further resend is only acknowledged.
    tutorSocket.send({ type: 'chat.delivered', message_id: stored.id });
    await studentSocket.next('chat.message_status', (status) => status.message_id === stored.id);
    await studentSocket.ask(frame, 'chat.message', (reply) => reply.client_id === 'orphan-1');
    const later = await say(studentSocket, conversation, 'A new message');
    const next = await tutorSocket.next('chat.message', () => true);
    expect(next.message.id).toBe(later.id);
  });

  it('keeps every conversation\'s messages apart and in order when many people send at the same moment', async () => {
    const chats = await Promise.all(Array.from({ length: 6 }, () => aChat()));
    const sends = chats.flatMap(({ studentSocket, conversation }) =>
      [1, 2, 3].map((index) => {
        const clientId = randomUUID();
        studentSocket.send({ type: 'chat.message', conversation_id: conversation.id, content: `Line ${index} in ${conversation.id}`, client_id: clientId });
        return studentSocket.next('chat.message', (frame) => frame.client_id === clientId);
      }),
    );
    const acks = await Promise.all(sends);
    expect(acks.every((ack) => ack.message.content.endsWith(` in ${ack.message.conversation_id}`))).toBe(true);
    for (const { tutorSocket, conversation } of chats) {
      const received = [];
      for (let index = 0; index < 3; index += 1) received.push((await tutorSocket.next('chat.message')).message);
      expect(received.map((message) => message.content)).toEqual([1, 2, 3].map((index) => `Line ${index} in ${conversation.id}`));
      expect(received.map((message) => message.id)).toEqual([...received.map((message) => message.id)].sort((a, b) => a - b));
    }
  });

  it('stops a blocked account: its open socket can no longer send, and a new one is closed with 4410', async () => {
    const { student, studentSocket, conversation } = await aChat();
    await server.database.db.updateTable('users').set({ is_blocked: true }).where('id', '=', student.id).execute();
    const before = await storedMessages();
    expect(await studentSocket.ask({ type: 'chat.message', conversation_id: conversation.id, content: 'Still here' }, 'chat.error')).toMatchObject({ code: 'not_found' });
    expect(await storedMessages()).toBe(before);
    const again = await ChatClient.forUser(server.url, student);
    expect((await again.closed).code).toBe(CHAT_CLOSE_CODES.blocked);
  });

  it("closes a blocked account's open socket at once (4410), and a logged-out login's socket (4403) but not another login's", async () => {
    const { student, studentSocket } = await aChat();
    const admin = await anAdmin(server.database);
    expect((await call(server.app, admin, 'POST', `/api/admin/users/${student.id}/block/`, { reason: 'Spam' })).statusCode).toBe(200);
    expect((await studentSocket.closed).code).toBe(CHAT_CLOSE_CODES.blocked);

    const { data, session: phone } = await signedInUser(server.app, { user_type: 'student' });
    const laptop = await logIn(server.app, data.username, data.password);
    const user = { id: phone.userId, username: data.username, headers: bearer(phone.access) };
    const [onPhone, onLaptop] = [await ChatClient.forUser(server.url, user), await ChatClient.forUser(server.url, { ...user, headers: bearer(laptop.access) })];
    open.push(onPhone, onLaptop);
    await onLaptop.ask({ type: 'chat.get_conversations' }, 'chat.conversations');
    await onPhone.ask({ type: 'chat.get_conversations' }, 'chat.conversations');
    await post(server.app, '/api/auth/logout/', undefined, { cookie: `tutorium_refresh=${phone.refresh}` });
    expect((await onPhone.closed).code).toBe(CHAT_CLOSE_CODES.auth);
    expect(await onLaptop.ask({ type: 'chat.get_conversations' }, 'chat.conversations')).toMatchObject({ type: 'chat.conversations' });
  });

  it('refuses a blank or too long message and stores nothing', async () => {
    const { studentSocket, conversation } = await aChat();
    const before = await storedMessages();
    for (const content of ['   ', 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), 'nul \u0000 inside']) {
      const error = await studentSocket.ask({ type: 'chat.message', conversation_id: conversation.id, content, client_id: 'c1' }, 'chat.error');
      expect(error).toMatchObject({ code: 'invalid_message', request_type: 'chat.message', client_id: 'c1' });
    }
    expect(await storedMessages()).toBe(before);
  });

  it('shows typing to the other participant only', async () => {
    const { student, tutor, studentSocket, tutorSocket, conversation } = await aChat();
    studentSocket.send({ type: 'chat.typing', receiver_id: tutor.id, is_typing: true });
    expect(await tutorSocket.next('chat.typing')).toEqual({ type: 'chat.typing', conversation_id: conversation.id, sender_id: student.id, is_typing: true });
    tutorSocket.send({ type: 'chat.typing', receiver_id: student.id, is_typing: false });
    expect(await studentSocket.next('chat.typing')).toMatchObject({ sender_id: tutor.id, is_typing: false });
    expect(tutorSocket.pending('chat.typing')).toEqual([]);
  });

  it('treats another pair\'s conversation and messages as not found', async () => {
    const { studentSocket, conversation } = await aChat();
    const sent = await say(studentSocket, conversation, 'Private');
    const [intruder, stranger] = [await aStudent(server.database), await aTutor(server.database)];
    const socket = await connect(intruder);
    const before = await storedMessages();

    const frames = [
      { type: 'chat.message', conversation_id: conversation.id, content: 'Let me in' },
      { type: 'chat.get_messages', conversation_id: conversation.id },
      { type: 'chat.read', conversation_id: conversation.id },
      { type: 'chat.delivered', message_id: sent.id },
      { type: 'chat.typing', receiver_id: stranger.id, is_typing: true },
    ];
    for (const frame of frames) expect(await socket.ask(frame, 'chat.error')).toMatchObject({ code: 'not_found', request_type: frame.type });
    expect(await storedMessages()).toBe(before);
    const page = await studentSocket.ask({ type: 'chat.get_messages', conversation_id: conversation.id }, 'chat.messages');
    expect(page.messages.at(-1)).toMatchObject({ id: sent.id, status: 'sent' });
  });
});

describe('bad frames', () => {
  it('answers invalid JSON, unknown types and wrong field types with chat.error and keeps the socket open', async () => {
    const socket = await connect(await aStudent(server.database));
    const cases: Array<[string | object, string]> = [
      ['{not json', 'Invalid JSON.'],
      ['[1,2]', 'A frame must be a JSON object.'],
      [{ type: 'chat.launch_missiles' }, 'Unknown frame type: chat.launch_missiles.'],
      [{ content: 'no type' }, 'Unknown frame type: undefined.'],
      [{ type: 'chat.message', conversation_id: '1', content: 'x' }, 'conversation_id'],
      [{ type: 'chat.typing', receiver_id: 1, is_typing: 'yes' }, 'is_typing'],
      [{ type: 'chat.get_messages', conversation_id: -4 }, 'conversation_id'],
      [{ type: 'chat.search_user', keyword: 42 }, 'keyword'],
    ];
    for (const [frame, detail] of cases) {
      socket.send(frame);
      const error = await socket.next('chat.error');
      expect(error.code).toBe('invalid_frame');
      expect(error.detail).toContain(detail);
    }
    await socket.ask({ type: 'chat.get_conversations' }, 'chat.conversations');
  });

  it('closes the socket with 1009 on a frame above the limit', async () => {
    const socket = await connect(await aStudent(server.database));
    socket.send(JSON.stringify({ type: 'chat.search_user', keyword: 'x'.repeat(CHAT_MAX_FRAME_BYTES) }));
    expect((await socket.closed).code).toBe(CHAT_CLOSE_CODES.tooBig);
  });

  it('drops frames above the rate limit with one rate_limited error', async () => {
    const limited = await listeningApp({ database: server.database, chat: { rateBurst: 3, ratePerSecond: 0.001 } });
    try {
      const socket = await ChatClient.forUser(limited.url, await aStudent(server.database));
      for (let index = 0; index < 6; index += 1) socket.send({ type: 'chat.get_conversations' });
      expect(await socket.next('chat.error')).toMatchObject({ code: 'rate_limited' });
      for (let index = 0; index < 3; index += 1) await socket.next('chat.conversations');
      expect(socket.pending('chat.conversations')).toEqual([]);
      expect(socket.pending('chat.error')).toEqual([]);
      await socket.close();
    } finally {
      await limited.close();
    }
  });
});

describe("one account's limits", () => {
  it('shares one frame budget across all the sockets of an account', async () => {
    const limited = await listeningApp({ database: server.database, chat: { rateBurst: 3, ratePerSecond: 0.001 } });
    try {
      const student = await aStudent(server.database);
      const [first, second] = [await ChatClient.forUser(limited.url, student), await ChatClient.forUser(limited.url, student)];
      for (let index = 0; index < 3; index += 1) first.send({ type: 'chat.get_conversations' });
      for (let index = 0; index < 3; index += 1) await first.next('chat.conversations');
      second.send({ type: 'chat.get_conversations' });
      expect(await second.next('chat.error')).toMatchObject({ code: 'rate_limited' });
      // Another account is not affected.
      const other = await ChatClient.forUser(limited.url, await aStudent(server.database));
      expect(await other.ask({ type: 'chat.get_conversations' }, 'chat.conversations')).toMatchObject({ type: 'chat.conversations' });
      await Promise.all([first.close(), second.close(), other.close()]);
    } finally {
      await limited.close();
    }
  });

  it('holds at most five sockets per account: a sixth closes the oldest with 4429', async () => {
    const student = await aStudent(server.database);
    const sockets: ChatClient[] = [];
    for (let index = 0; index < 5; index += 1) sockets.push(await connect(student));
    open.push(...sockets);
    const sixth = await connect(student);
    open.push(sixth);
    expect((await sockets[0]?.closed)?.code).toBe(CHAT_CLOSE_CODES.tooManySockets);
    for (const socket of [...sockets.slice(1), sixth]) {
      expect(await socket.ask({ type: 'chat.get_conversations' }, 'chat.conversations')).toMatchObject({ type: 'chat.conversations' });
    }
  });

  it('answers searches beyond their small budget with rate_limited, without querying; other frames still pass', async () => {
    const limited = await listeningApp({ database: server.database, chat: { searchBurst: 3, searchPerSecond: 0.001 } });
    try {
      const socket = await ChatClient.forUser(limited.url, await aStudent(server.database));
      for (let index = 0; index < 5; index += 1) socket.send({ type: 'chat.search_user', keyword: `nobody${index}` });
      for (let index = 0; index < 2; index += 1) expect(await socket.next('chat.error')).toMatchObject({ code: 'rate_limited', request_type: 'chat.search_user' });
      for (let index = 0; index < 3; index += 1) await socket.next('chat.search_results');
      expect(await socket.ask({ type: 'chat.get_conversations' }, 'chat.conversations')).toMatchObject({ type: 'chat.conversations' });
      await socket.close();
    } finally {
      await limited.close();
    }
  });
});

describe('user search', () => {
  it('finds tutors by username for a student, flags who can be messaged, never by e-mail, never showing contacts', async () => {
    const student = await aStudent(server.database);
    const [unlocked, other] = [await aTutor(server.database, '+8801700000001'), await aTutor(server.database, '+8801700000002')];
    await unlockContact(student, unlocked);
    const socket = await connect(student);

    const byName = await socket.ask({ type: 'chat.search_user', keyword: unlocked.username.toUpperCase() }, 'chat.search_results');
    expect(byName.results[0]).toEqual({ id: unlocked.id, username: unlocked.username, user_type: 'tutor', profile_picture: null, can_message: true });
    const partial = await socket.ask({ type: 'chat.search_user', keyword: other.username.slice(0, -1) }, 'chat.search_results');
    expect(partial.results.find((user) => user.id === other.id)).toMatchObject({ can_message: false });
    expect(JSON.stringify(partial)).not.toMatch(/email|phone|\+880/);

    const byEmail = await socket.ask({ type: 'chat.search_user', keyword: `${unlocked.username}@example.com` }, 'chat.search_results');
    expect(byEmail.results).toEqual([]);
    const byPhone = await socket.ask({ type: 'chat.search_user', keyword: '+8801700000001' }, 'chat.search_results');
    expect(byPhone.results).toEqual([]);
    const blank = await socket.ask({ type: 'chat.search_user', keyword: '   ' }, 'chat.search_results');
    expect(blank.results).toEqual([]);
    const students = await socket.ask({ type: 'chat.search_user', keyword: student.username }, 'chat.search_results');
    expect(students.results).toEqual([]);
  });

  it('finds for a tutor only the students who unlocked them or have a job to unlock', async () => {
    const tutor = await aTutor(server.database);
    const [unlocker, poster, idle] = [await aStudent(server.database), await aStudent(server.database), await aStudent(server.database)];
    await unlockContact(unlocker, tutor);
    await aJob(server.app, poster, { subjects: [await aSubject(server.database)] });
    const socket = await connect(tutor);

    const found = async (student: TestUser) =>
      (await socket.ask({ type: 'chat.search_user', keyword: student.username }, 'chat.search_results', (frame) => frame.keyword === student.username)).results;
    expect(await found(unlocker)).toEqual([expect.objectContaining({ id: unlocker.id, can_message: true })]);
    expect(await found(poster)).toEqual([expect.objectContaining({ id: poster.id, can_message: false })]);
    expect(await found(idle)).toEqual([]);
  });
});

describe('notifications on the socket', () => {
  it('pushes a notification recorded by another part of the server (a job unlocked) live', async () => {
    const [student, tutor] = [await aStudent(server.database), await aTutor(server.database)];
    const subject = await aSubject(server.database);
    await aGig(server.app, tutor, { subject });
    const job = await aJob(server.app, student, { subjects: [subject] });
    await setBalance(server.database, tutor.id, 1000);
    const socket = await connect(student);
    await socket.ask({ type: 'chat.get_conversations' }, 'chat.conversations');

    await call(server.app, tutor, 'POST', `/api/jobs/${job.id}/unlock/`);
    const pushed = await socket.next('notification.new');
    expect(pushed.notification).toMatchObject({ type: 'job-unlocked', is_read: false, payload: { job_id: job.id, tutor_id: tutor.id, title: job.title } });
    expect(pushed.unread_count).toBe(1);
  });

  it('pushes it at once when the change was answered by this instance, without waiting for the next poll', async () => {
    // A poll far beyond the wait for a frame: only the poke after the unlock's answer can deliver it.
    const slowPolling = await listeningApp({ database: server.database, chat: { notificationPollMs: 600_000 } });
    try {
      const [student, tutor] = [await aStudent(server.database), await aTutor(server.database)];
      const subject = await aSubject(server.database);
      await aGig(slowPolling.app, tutor, { subject });
      const job = await aJob(slowPolling.app, student, { subjects: [subject] });
      await setBalance(server.database, tutor.id, 1000);
      const socket = await ChatClient.forUser(slowPolling.url, student);
      open.push(socket);
      await socket.ask({ type: 'chat.get_conversations' }, 'chat.conversations');

      await call(slowPolling.app, tutor, 'POST', `/api/jobs/${job.id}/unlock/`);
      const pushed = await socket.next('notification.new', () => true, 3_000);
      expect(pushed.notification).toMatchObject({ type: 'job-unlocked', payload: { job_id: job.id } });
    } finally {
      await Promise.all(open.splice(0).map((client) => client.close()));
      await slowPolling.close();
    }
  });

  it('notifies the receiver of a message they did not see, and not of one they saw at once', async () => {
    const { student, tutor, studentSocket, tutorSocket, conversation } = await aChat();
    // The unlock that let them talk told the tutor too ('contact-unlocked'): only the messages' count here.
    const aboutMessages = (frame: { notification: { type: string } }) => frame.notification.type === 'chat-message';
    const unseen = await say(studentSocket, conversation, 'Are you there?');
    const pushed = await tutorSocket.next('notification.new', aboutMessages);
    expect(pushed.notification).toMatchObject({
      type: 'chat-message',
      message: `New message from ${student.username}`,
      payload: { conversation_id: conversation.id, message_id: unseen.id, username: student.username },
    });
    const marked = await call(server.app, tutor, 'POST', '/api/notifications/mark-read/');
    expect(marked.json()).toEqual({ marked: 2, unread_count: 0 });

    // The receiver is viewing the chat: they read it at once.
    const seen = await say(studentSocket, conversation, 'Still there?');
    await tutorSocket.next('chat.message', (frame) => frame.message.id === seen.id);
    tutorSocket.send({ type: 'chat.read', conversation_id: conversation.id });
    await studentSocket.next('chat.message_status', (frame) => frame.message_id === seen.id && frame.status === 'seen');
    const later = await say(studentSocket, conversation, 'Bye');
    const next = await tutorSocket.next('notification.new', aboutMessages);
    expect(next.notification.payload).toMatchObject({ message_id: later.id });
    const rows = await server.database.db.selectFrom('notifications').select('payload').where('user_id', '=', tutor.id).where('type', '=', 'chat-message').execute();
    expect(rows.map((row) => (row.payload as { message_id: number }).message_id)).toEqual([unseen.id, later.id]);
  });
});
