import type { NotificationSettings } from '@tutorium/shared/contracts';
import { sql } from 'kysely';
import type { MailMessage } from '../../src/mail/mailer';
import { mailJobDigests, mailUnlocks, mailUnseenMessages, type AlertMailing } from '../../src/mail-alerts/mail-alerts.service';
import { signUnsubscribeToken } from '../../src/mail-alerts/unsubscribe-token';
import { TEST_JWT_SECRET, type TestApp } from '../helpers/build-test-app';
import { aGig, aJob, anUnlock, aStudent, aSubject, aTutor, aTutorReply, buildMarketplaceApp, call, setBalance, type TestUser } from '../helpers/marketplace';

const MINUTE = 60_000;
const PUBLIC_URL = 'https://tutorium.example';

let server: TestApp;
let sent: MailMessage[];
let mailing: AlertMailing;

beforeAll(async () => {
  server = await buildMarketplaceApp();
  mailing = { db: server.database.db, mailer: { send: async (message) => void sent.push(message) }, publicUrl: PUBLIC_URL, jwtSecret: TEST_JWT_SECRET };
});
afterAll(() => server.close());
beforeEach(() => {
  sent = [];
});

const emailOf = async (user: TestUser) =>
  (await server.database.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow()).email;
// The suite shares one database: each test reads only the mails of its own people.
const mailsTo = async (user: TestUser) => {
  const email = await emailOf(user);
  return sent.filter((mail) => mail.to === email);
};
const at = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);

async function aConversation(student: TestUser, tutor: TestUser): Promise<number> {
  const row = await server.database.db.insertInto('conversations').values({ student_id: student.id, tutor_id: tutor.id }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

async function aMessage(conversationId: number, sender: TestUser, createdAt: Date): Promise<number> {
  const row = await server.database.db
    .insertInto('messages')
    .values({ conversation_id: conversationId, sender_id: sender.id, content: 'Hello, are you free on Monday?', created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A student and a tutor, and one message of their new conversation sent now by `from`. */
async function aMessageFrom(from: 'student' | 'tutor') {
  const [student, tutor] = [await aStudent(server.database), await aTutor(server.database)];
  const conversation = await aConversation(student, tutor);
  const start = new Date();
  const messageId = await aMessage(conversation, from === 'student' ? student : tutor, start);
  return { student, tutor, conversation, start, messageId };
}

const tokenFrom = (mail: MailMessage) => {
  const match = /\/unsubscribe\?token=([^\s]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no unsubscribe link in: ${mail.text}`);
  return decodeURIComponent(match[1]);
};

describe('mail about unseen messages', () => {
  it('mails the receiver once the message has waited unseen for the delay, not before, then at most once an hour', async () => {
    const { student, tutor, conversation, start } = await aMessageFrom('student');

    await mailUnseenMessages(mailing, { now: at(start, 14) });
    expect(await mailsTo(tutor)).toHaveLength(0);

    await mailUnseenMessages(mailing, { now: at(start, 16) });
    const [mail, ...others] = await mailsTo(tutor);
    expect(others).toHaveLength(0);
    expect(mail?.subject).toBe(`New message from ${student.username}`);
    expect(mail?.text).toContain(`${PUBLIC_URL}/messages`);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(new RegExp(`^<${PUBLIC_URL}/api/unsubscribe/\\?token=`));
    expect(await mailsTo(student)).toHaveLength(0);

    // The same message is never mailed twice; a newer one waits for the hour to pass.
    await mailUnseenMessages(mailing, { now: at(start, 30) });
    await aMessage(conversation, student, at(start, 20));
    await mailUnseenMessages(mailing, { now: at(start, 50) });
    expect(await mailsTo(tutor)).toHaveLength(1);
    await mailUnseenMessages(mailing, { now: at(start, 77) });
    expect(await mailsTo(tutor)).toHaveLength(2);
    expect((await mailsTo(tutor))[1]?.text).toContain('2 new messages');
  });

  it('mails nothing about messages seen in time', async () => {
    const { student, start, messageId } = await aMessageFrom('tutor');
    await server.database.db.updateTable('messages').set({ status: 'seen' }).where('id', '=', messageId).execute();

    await mailUnseenMessages(mailing, { now: at(start, 16) });
    expect(await mailsTo(student)).toHaveLength(0);
  });

  it('sends one mail when two instances look at the same time', async () => {
    const { student, start } = await aMessageFrom('tutor');

    await Promise.all([mailUnseenMessages(mailing, { now: at(start, 16) }), mailUnseenMessages(mailing, { now: at(start, 16) })]);
    expect(await mailsTo(student)).toHaveLength(1);
  });

  it('mails nothing to someone who switched message mail off', async () => {
    const { tutor, start } = await aMessageFrom('student');
    expect((await call(server.app, tutor, 'PATCH', '/api/notification-settings/', { messages: false })).statusCode).toBe(200);

    await mailUnseenMessages(mailing, { now: at(start, 16) });
    expect(await mailsTo(tutor)).toHaveLength(0);
  });

  it('mails nothing more after the mail\'s own unsubscribe link was followed', async () => {
    const { student, tutor, conversation, start } = await aMessageFrom('student');
    await mailUnseenMessages(mailing, { now: at(start, 16) });
    const [mail] = await mailsTo(tutor);
    if (!mail) throw new Error('no mail');

    const response = await server.app.inject({ method: 'POST', url: '/api/unsubscribe/', payload: { token: tokenFrom(mail) } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'messages' });
    await aMessage(conversation, student, at(start, 20));
    await mailUnseenMessages(mailing, { now: at(start, 120) });
    expect(await mailsTo(tutor)).toHaveLength(1);
  });
});

describe('mail and notifications about unlocks and reviews', () => {
  it('tells a tutor in the app and by mail (once) when a student unlocks their contact', async () => {
    const [student, tutor] = [await aStudent(server.database), await aTutor(server.database)];
    await anUnlock(server.app, student, tutor.id);
    await anUnlock(server.app, student, tutor.id);

    const notifications = await server.database.db.selectFrom('notifications').select(['type', 'message', 'payload']).where('user_id', '=', tutor.id).execute();
    expect(notifications).toEqual([{ type: 'contact-unlocked', message: `${student.username} unlocked your contact`, payload: { student_id: student.id, username: student.username } }]);

    await Promise.all([mailUnlocks(mailing), mailUnlocks(mailing)]);
    await mailUnlocks(mailing);
    const mails = await mailsTo(tutor);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('A student unlocked your contact');
    expect(mails[0]?.text).toContain(`${student.username} unlocked your contact`);
  });

  it('mails a student when a tutor unlocks their job, unless they turned unlock mail off', async () => {
    const [student, tutor, quiet] = [await aStudent(server.database), await aTutor(server.database), await aStudent(server.database)];
    await call(server.app, quiet, 'PATCH', '/api/notification-settings/', { unlocks: false });
    const subject = await aSubject(server.database);
    await aGig(server.app, tutor, { subject });
    await setBalance(server.database, tutor.id, 100);
    const job = await aJob(server.app, student, { subjects: [subject] });
    const quietJob = await aJob(server.app, quiet, { subjects: [subject] });
    for (const id of [job.id, quietJob.id]) expect((await call(server.app, tutor, 'POST', `/api/jobs/${id}/unlock/`)).statusCode).toBeLessThan(300);

    await mailUnlocks(mailing);
    const mails = await mailsTo(student);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('A tutor unlocked your job');
    expect(mails[0]?.text).toContain(`${PUBLIC_URL}/jobs/${job.id}`);
    expect(await mailsTo(quiet)).toHaveLength(0);
  });

  it('tells a tutor of a new review, not of its edits', async () => {
    const [student, tutor] = [await aStudent(server.database), await aTutor(server.database)];
    await anUnlock(server.app, student, tutor.id);
    await aTutorReply(server.database, student.id, tutor.id);
    expect((await call(server.app, student, 'POST', `/api/reviews/${tutor.id}/`, { rating: 4, comment: 'Clear and patient.' })).statusCode).toBe(201);
    expect((await call(server.app, student, 'POST', `/api/reviews/${tutor.id}/`, { rating: 5, comment: 'Even better.' })).statusCode).toBeLessThan(300);

    const reviews = await server.database.db.selectFrom('notifications').select(['message', 'payload']).where('user_id', '=', tutor.id).where('type', '=', 'review-received').execute();
    expect(reviews).toEqual([{ message: `${student.username} reviewed you: 4 of 5`, payload: { tutor_id: tutor.id, student_id: student.id, username: student.username, rating: 4 } }]);
  });
});

describe('the tutors\' daily job digest', () => {
  it('lists new open jobs in the subjects of a tutor\'s gigs, once a day, and only when there are some', async () => {
    const subject = await aSubject(server.database);
    const [student, tutor, other] = [await aStudent(server.database), await aTutor(server.database), await aTutor(server.database)];
    await aGig(server.app, tutor, { subject });
    const first = new Date();
    await mailJobDigests(mailing, { now: first });
    expect(await mailsTo(tutor)).toHaveLength(0);

    const job = await aJob(server.app, student, { subjects: [subject] });
    const later = new Date();
    await Promise.all([mailJobDigests(mailing, { now: later }), mailJobDigests(mailing, { now: later })]);
    await mailJobDigests(mailing, { now: at(later, 5) });
    const [digest, ...others] = await mailsTo(tutor);
    expect(others).toHaveLength(0);
    expect(digest?.subject).toBe('1 new job matches your gigs');
    expect(digest?.text).toContain(`${PUBLIC_URL}/jobs/${job.id}`);
    expect(await mailsTo(other)).toHaveLength(0);

    // The next day: nothing new, no mail; a new job, a digest of it alone.
    await mailJobDigests(mailing, { now: at(later, 24 * 60) });
    expect(await mailsTo(tutor)).toHaveLength(1);
    const next = await aJob(server.app, student, { subjects: [subject] });
    await mailJobDigests(mailing, { now: at(later, 24 * 60 + 1) });
    const mails = await mailsTo(tutor);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain(`/jobs/${next.id}`);
    expect(mails[1]?.text).not.toContain(`/jobs/${job.id}\n`);
  });

  it('sends no digest to a tutor who turned it off', async () => {
    const subject = await aSubject(server.database);
    const [student, tutor] = [await aStudent(server.database), await aTutor(server.database)];
    await aGig(server.app, tutor, { subject });
    await call(server.app, tutor, 'PATCH', '/api/notification-settings/', { job_digest: false });
    await aJob(server.app, student, { subjects: [subject] });

    await mailJobDigests(mailing, { now: at(new Date(), 1) });
    expect(await mailsTo(tutor)).toHaveLength(0);
  });
});

describe('unsubscribe links', () => {
  const settingsOf = async (user: TestUser) => (await call(server.app, user, 'GET', '/api/notification-settings/')).json<NotificationSettings>();

  it('turns off only the kind the link names, also by a mail client\'s one-click POST', async () => {
    const tutor = await aTutor(server.database);
    const token = signUnsubscribeToken(TEST_JWT_SECRET, { userId: tutor.id, kind: 'job-digest' });
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(await settingsOf(tutor)).toEqual({ messages: true, unlocks: true, job_digest: false });
  });

  it('refuses a forged, tampered or malformed link with 400 and changes nothing', async () => {
    const tutor = await aTutor(server.database);
    const token = signUnsubscribeToken(TEST_JWT_SECRET, { userId: tutor.id, kind: 'messages' });
    const signature = token.split('.')[2] ?? '';
    const tampered = [
      signUnsubscribeToken('another-secret-another-secret-another', { userId: tutor.id, kind: 'messages' }),
      `${tutor.id + 1}.messages.${signature}`,
      `${tutor.id}.unlocks.${signature}`,
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      'not-a-token',
      `${tutor.id}.everything.${signature}`,
      'x'.repeat(501),
    ];
    for (const bad of tampered) {
      const response = await server.app.inject({ method: 'POST', url: '/api/unsubscribe/', payload: { token: bad } });
      expect(response.statusCode).toBe(400);
    }
    expect((await server.app.inject({ method: 'POST', url: '/api/unsubscribe/', payload: {} })).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'POST', url: '/api/unsubscribe/' })).statusCode).toBe(400);
    expect(await settingsOf(tutor)).toEqual({ messages: true, unlocks: true, job_digest: true });
  });
});

describe('notification settings', () => {
  it('are all on at first, and each person reads and changes only their own', async () => {
    const [student, tutor] = [await aStudent(server.database), await aTutor(server.database)];
    expect((await call(server.app, student, 'GET', '/api/notification-settings/')).json()).toEqual({ messages: true, unlocks: true, job_digest: true });

    const patched = await call(server.app, student, 'PATCH', '/api/notification-settings/', { unlocks: false });
    expect(patched.json()).toEqual({ messages: true, unlocks: false, job_digest: true });
    expect((await call(server.app, student, 'PATCH', '/api/notification-settings/', { messages: false })).json()).toEqual({ messages: false, unlocks: false, job_digest: true });
    expect((await call(server.app, tutor, 'GET', '/api/notification-settings/')).json()).toEqual({ messages: true, unlocks: true, job_digest: true });
  });

  it('refuses strangers and unknown or invalid fields, writing nothing', async () => {
    const student = await aStudent(server.database);
    expect((await call(server.app, undefined, 'GET', '/api/notification-settings/')).statusCode).toBe(401);
    expect((await call(server.app, undefined, 'PATCH', '/api/notification-settings/', { messages: false })).statusCode).toBe(401);
    expect((await call(server.app, student, 'PATCH', '/api/notification-settings/', { messages: false, user_id: 1 })).statusCode).toBe(400);
    expect((await call(server.app, student, 'PATCH', '/api/notification-settings/', { messages: 'no' })).statusCode).toBe(400);
    const { rows } = await sql`select 1 from mail_alert_settings where user_id = ${student.id}`.execute(server.database.db);
    expect(rows).toHaveLength(0);
  });
});

describe('alert mail through the app mailer', () => {
  it('lands in the outbox in development and tests', async () => {
    const [student, tutor] = [await aStudent(server.database), await aTutor(server.database)];
    await anUnlock(server.app, student, tutor.id);
    await mailUnlocks({ ...mailing, mailer: server.app.mailer });
    const outbox = await call(server.app, undefined, 'GET', `/api/dev/outbox?to=${encodeURIComponent(await emailOf(tutor))}`);
    expect(outbox.json<{ results: Array<{ subject: string; body: string }> }>().results).toEqual([
      expect.objectContaining({ subject: 'A student unlocked your contact', body: expect.stringContaining(`${PUBLIC_URL}/unsubscribe?token=`) }),
    ]);
  });
});
