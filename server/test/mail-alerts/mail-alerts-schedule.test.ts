import { waitForMessage } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { anUnlock, aStudent, aTutor } from '../helpers/marketplace';

// The schedule of the app itself, on a short clock: the mails come without anyone running them.
let server: TestApp;

beforeAll(async () => {
  server = await buildTestApp({ env: { RATE_LIMIT_MAX: '1000000' }, mailAlerts: { messageDelayMs: 0, checkEveryMs: 25 } });
});
afterAll(() => server.close());

const emailOf = async (userId: number) => (await server.database.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;

it('mails unseen messages and unlocks from the app\'s own schedule', async () => {
  const [student, tutor] = [await aStudent(server.database), await aTutor(server.database)];
  await anUnlock(server.app, student, tutor.id);
  await waitForMessage(server.app, await emailOf(tutor.id), 'A student unlocked your contact');

  const conversation = await server.database.db.insertInto('conversations').values({ student_id: student.id, tutor_id: tutor.id }).returning('id').executeTakeFirstOrThrow();
  await server.database.db.insertInto('messages').values({ conversation_id: Number(conversation.id), sender_id: tutor.id, content: 'See you at five.' }).execute();
  const mail = await waitForMessage(server.app, await emailOf(student.id), `New message from ${tutor.username}`);
  expect(mail.body).toContain('/unsubscribe?token=');
});
