import { CONTACT_UNLOCK_COST, type Job } from '@tutorium/shared/contracts';
import { sql } from 'kysely';
import type { TestApp } from '../helpers/build-test-app';
import { aGig, aJob, anUnlock, aStudent, aSubject, aTutor, call, setBalance, type TestUser } from '../helpers/marketplace';

export { CONTACT_UNLOCK_COST };

/** A student's job (15 per hour: the first unlock costs 5) in a fresh subject, and tutors with a gig in it. */
export async function aJobWithTutors(testApp: TestApp, tutors = 1): Promise<{ job: Job; student: TestUser; tutors: TestUser[]; subject: string }> {
  const { app, database } = testApp;
  const subject = await aSubject(database);
  const student = await aStudent(database);
  const job = await aJob(app, student, { subjects: [subject], budget: 15 });
  const made: TestUser[] = [];
  for (let index = 0; index < tutors; index += 1) {
    const tutor = await aTutor(database);
    await aGig(app, tutor, { subject });
    await setBalance(database, tutor.id, 100);
    made.push(tutor);
  }
  return { job, student, tutors: made, subject };
}

/** The tutor unlocks the job through the API; the points it cost. */
export async function unlockJob(testApp: TestApp, tutor: TestUser, jobId: number): Promise<number> {
  const response = await call(testApp.app, tutor, 'POST', `/api/jobs/${jobId}/unlock/`);
  if (response.statusCode !== 200) throw new Error(`unlock answered ${response.statusCode}: ${response.body}`);
  return response.json<{ points_spent: number }>().points_spent;
}

/** A tutor with a gig, whose contact a new student unlocked through the API. */
export async function aContactUnlock(testApp: TestApp): Promise<{ student: TestUser; tutor: TestUser }> {
  const { app, database } = testApp;
  const tutor = await aTutor(database);
  await aGig(app, tutor, { subject: await aSubject(database) });
  const student = await aStudent(database);
  await anUnlock(app, student, tutor.id);
  return { student, tutor };
}

/** Moves an unlock into the past. */
export async function ageJobUnlock(testApp: TestApp, jobId: number, tutorId: number, days: number): Promise<void> {
  await sql`update job_unlocks set created_at = now() - make_interval(days => ${days}) where job_id = ${jobId} and tutor_id = ${tutorId}`.execute(testApp.database.db);
}

export async function ageContactUnlock(testApp: TestApp, studentId: number, tutorId: number, days: number): Promise<void> {
  await sql`update contact_unlocks set created_at = now() - make_interval(days => ${days}) where student_id = ${studentId} and tutor_id = ${tutorId}`.execute(testApp.database.db);
}

export async function refundRows(testApp: TestApp, userId: number): Promise<Array<{ delta: number; note: string | null; idempotency_key: string; reference: string | null }>> {
  return testApp.database.db
    .selectFrom('points_ledger')
    .select(['delta', 'note', 'idempotency_key', 'reference'])
    .where('user_id', '=', userId)
    .where('reason', '=', 'refund')
    .orderBy('id')
    .execute();
}

export async function notificationsOf(testApp: TestApp, userId: number, type: string): Promise<Array<Record<string, unknown>>> {
  const rows = await testApp.database.db
    .selectFrom('notifications')
    .select('payload')
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .orderBy('id')
    .execute();
  return rows.map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<string, unknown>);
}
