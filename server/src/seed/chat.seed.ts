import type { Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';
import { insertNotifications } from '../notifications/notifications.repository';
import { findUserByLogin } from '../users/users.repository';

const MINUTE = 60_000;

/**
 * When the demo accounts exist (demo_student unlocked demo_tutor: seedDiscovery), their
 * conversation: a few messages, the last one from the tutor delivered but not yet seen, so the
 * student sees an unread conversation and a notification; and a few notifications for each.
 */
export async function seedChat(trx: Transaction<Database>, now: Date): Promise<void> {
  const [student, tutor] = [await findUserByLogin(trx, 'demo_student'), await findUserByLogin(trx, 'demo_tutor')];
  if (!student || !tutor) return;
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
  const conversation = await trx
    .insertInto('conversations')
    .values({ student_id: student.id, tutor_id: tutor.id, created_at: at(180), last_active: at(12) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lines: Array<[sender: number, content: string, status: 'seen' | 'delivered', minutesAgo: number]> = [
    [student.id, 'Hi! I unlocked your profile. Could you help me prepare for my physics exam?', 'seen', 180],
    [tutor.id, 'Of course. Which topics are on the exam, and when is it?', 'seen', 170],
    [student.id, 'Mechanics and waves, in three weeks.', 'seen', 95],
    [tutor.id, 'Three weeks is enough. Shall we start with two sessions a week, Tuesday and Friday evenings?', 'delivered', 12],
  ];
  const messages = await trx
    .insertInto('messages')
    .values(lines.map(([sender, content, status, minutesAgo]) => ({ conversation_id: toNumber(conversation.id), sender_id: sender, content, status, created_at: at(minutesAgo) })))
    .returning(['id', 'sender_id'])
    .execute();
  // Each notification names the newest message its receiver got from the other.
  const newestFrom = (senderId: number) => Math.max(...messages.filter((message) => toNumber(message.sender_id) === senderId).map((message) => toNumber(message.id)));
  await insertNotifications(trx, [
    { userId: tutor.id, type: 'chat-message', message: 'New message from demo_student', payload: { conversation_id: toNumber(conversation.id), sender_id: student.id, message_id: newestFrom(student.id), username: 'demo_student' } },
    { userId: student.id, type: 'chat-message', message: 'New message from demo_tutor', payload: { conversation_id: toNumber(conversation.id), sender_id: tutor.id, message_id: newestFrom(tutor.id), username: 'demo_tutor' } },
  ]);
  // demo_student's newest open job that demo_tutor has not unlocked, as its post would have
  // announced it to demo_tutor: the notification leads to a job the tutor can unlock.
  const job = await trx
    .selectFrom('jobs')
    .select(['id', 'title'])
    .where('student_id', '=', student.id)
    .where('status', '=', 'open')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('job_unlocks').select('job_unlocks.id').whereRef('job_unlocks.job_id', '=', 'jobs.id').where('job_unlocks.tutor_id', '=', tutor.id))))
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (job) await insertNotifications(trx, [{ userId: tutor.id, type: 'job-posted', message: `New job matching your gigs: ${job.title}`, payload: { job_id: toNumber(job.id), title: job.title } }]);
  // The tutor read theirs long ago; created_at defaults to now, so set the times afterwards.
  await trx.updateTable('notifications').set({ is_read: true, created_at: at(95) }).where('user_id', '=', tutor.id).where('type', '=', 'chat-message').execute();
  await trx.updateTable('notifications').set({ created_at: at(12) }).where('user_id', '=', student.id).where('type', '=', 'chat-message').execute();
}
