import { JOB_MESSAGES, LOCKED_JOB_PHONE, WELCOME_GRANT_POINTS, type Job, type JobUnlockReply, type JobUnlockStatus, type TutorDashboardStats } from '@tutorium/shared/contracts';
import { sql } from 'kysely';
import type { TestApp } from '../helpers/build-test-app';
import { aGig, aJob, aStudent, aSubject, aTutor, balanceAndLedger, buildMarketplaceApp, call, detailOf, setBalance, type TestUser } from '../helpers/marketplace';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildMarketplaceApp();
});

afterAll(async () => {
  await testApp.close();
});

/** A student's job in a fresh subject, and a tutor with an active gig in it. */
async function jobAndTutor(budget = 15): Promise<{ job: Job; student: TestUser; tutor: TestUser; subject: string }> {
  const { app, database } = testApp;
  const subject = await aSubject(database);
  const student = await aStudent(database);
  const job = await aJob(app, student, { subjects: ['Other', subject], budget });
  const tutor = await aTutor(database);
  await aGig(app, tutor, { subject });
  return { job, student, tutor, subject };
}

const unlockRows = async (jobId: number) =>
  (await testApp.database.db.selectFrom('job_unlocks').selectAll().where('job_id', '=', jobId).execute()).length;

describe('unlocking a job', () => {
  it('charges the price the server computes, once, shows the phone, counts the applicant and notifies the student', async () => {
    const { app, database } = testApp;
    const { job, student, tutor } = await jobAndTutor(15); // 15 per hour: base 5
    expect(job.points_needed).toBe(0); // the owner's view
    const status = (await call(app, tutor, 'GET', `/api/jobs/${job.id}/unlock_status/`)).json<JobUnlockStatus>();
    expect(status).toEqual({ unlocked: false, points_needed: 5, has_matching_gig: true });
    const before = (await call(app, tutor, 'GET', `/api/jobs/${job.id}/`)).json<Job>();
    expect(before).toMatchObject({ phone: LOCKED_JOB_PHONE, unlocked: false, points_needed: 5 });

    const response = await call(app, tutor, 'POST', `/api/jobs/${job.id}/unlock/`);
    expect(response.statusCode).toBe(200);
    const reply = response.json<JobUnlockReply>();
    expect(reply).toMatchObject({ unlocked: true, points_needed: 0, points_spent: 5, balance: WELCOME_GRANT_POINTS - 5 });
    expect(reply.job).toMatchObject({ phone: '+8801711111111', applicants_count: 1, unlocked: true, points_needed: 0 });
    expect(await balanceAndLedger(database, tutor.id)).toEqual({ balance: WELCOME_GRANT_POINTS - 5, ledger: WELCOME_GRANT_POINTS - 5 });

    // Again: nothing more is charged.
    const again = (await call(app, tutor, 'POST', `/api/jobs/${job.id}`)).statusCode;
    expect(again).toBe(404); // no such route for POST on the job itself: the unlock path is the only one
    expect((await call(app, tutor, 'POST', `/api/jobs/${job.id}/unlock`)).json<JobUnlockReply>()).toMatchObject({ points_spent: 0, balance: WELCOME_GRANT_POINTS - 5 });
    expect(await balanceAndLedger(database, tutor.id)).toEqual({ balance: WELCOME_GRANT_POINTS - 5, ledger: WELCOME_GRANT_POINTS - 5 });
    expect((await call(app, tutor, 'GET', `/api/jobs/${job.id}/unlock_status`)).json<JobUnlockStatus>()).toEqual({ unlocked: true, points_needed: 0, has_matching_gig: true });
    expect((await call(app, student, 'GET', `/api/jobs/${job.id}/`)).json<Job>().applicants_count).toBe(1);

    const { rows } = await sql<{ user_id: string | number; type: string }>`select user_id, type from notifications where (payload->>'job_id')::bigint = ${job.id} and type = 'job-unlocked'`.execute(database.db);
    expect(rows.map((row) => [Number(row.user_id), row.type])).toEqual([[student.id, 'job-unlocked']]);
  });

  it('makes the next tutor pay 10% more', async () => {
    const { app, database } = testApp;
    const { job, tutor, subject } = await jobAndTutor(15);
    await call(app, tutor, 'POST', `/api/jobs/${job.id}/unlock/`);
    const second = await aTutor(database);
    await aGig(app, second, { subject });
    await setBalance(database, second.id, 10);
    expect((await call(app, second, 'GET', `/api/jobs/${job.id}/unlock_status/`)).json<JobUnlockStatus>().points_needed).toBe(6);
    expect((await call(app, second, 'POST', `/api/jobs/${job.id}/unlock/`)).json<JobUnlockReply>().points_spent).toBe(6);
  });

  it('is for tutors only: a student is refused (403) and charged nothing', async () => {
    const { app, database } = testApp;
    const { job } = await jobAndTutor();
    const student = await aStudent(database);
    const refused = await call(app, student, 'POST', `/api/jobs/${job.id}/unlock/`);
    expect(refused.statusCode).toBe(403);
    expect(detailOf(refused).detail).toBe(JOB_MESSAGES.onlyTutorsUnlock);
    expect((await call(app, student, 'GET', `/api/jobs/${job.id}/unlock_status/`)).statusCode).toBe(403);
    expect(await balanceAndLedger(database, student.id)).toEqual({ balance: WELCOME_GRANT_POINTS, ledger: WELCOME_GRANT_POINTS });
    expect((await call(app, undefined, 'POST', `/api/jobs/${job.id}/unlock/`)).statusCode).toBe(401);
  });

  it('needs an active gig with a matching subject: 403 with the spec text otherwise', async () => {
    const { app, database } = testApp;
    const { job } = await jobAndTutor();
    const noGig = await aTutor(database);
    const pendingGig = await aTutor(database);
    await aGig(app, pendingGig, { subject: await aSubject(database, { active: false }) });
    const otherGig = await aTutor(database);
    await aGig(app, otherGig, { subject: await aSubject(database) });
    for (const tutor of [noGig, pendingGig, otherGig]) {
      const refused = await call(app, tutor, 'POST', `/api/jobs/${job.id}/unlock/`);
      expect(refused.statusCode).toBe(403);
      expect(detailOf(refused)).toEqual({ detail: 'You need an active gig with a matching subject to unlock this job.', code: 'permission_denied' });
      expect((await call(app, tutor, 'GET', `/api/jobs/${job.id}/unlock_status/`)).json<JobUnlockStatus>().has_matching_gig).toBe(false);
      expect(await balanceAndLedger(database, tutor.id)).toEqual({ balance: WELCOME_GRANT_POINTS, ledger: WELCOME_GRANT_POINTS });
    }
    expect(await unlockRows(job.id)).toBe(0);
  });

  it('refuses a short balance with 402 naming the price, charging and recording nothing', async () => {
    const { app, database } = testApp;
    const { job, tutor } = await jobAndTutor(50); // base 12
    await setBalance(database, tutor.id, 11);
    const refused = await call(app, tutor, 'POST', `/api/jobs/${job.id}/unlock/`);
    expect(refused.statusCode).toBe(402);
    expect(detailOf(refused)).toEqual({ detail: 'You need 12 points to unlock this job.', code: 'insufficient_points' });
    expect(await balanceAndLedger(database, tutor.id)).toEqual({ balance: 11, ledger: 11 });
    expect(await unlockRows(job.id)).toBe(0);
    expect((await call(app, tutor, 'GET', `/api/jobs/${job.id}/`)).json<Job>()).toMatchObject({ applicants_count: 0, phone: LOCKED_JOB_PHONE });
  });

  it('charges once when one tutor sends 100 unlocks at the same time', async () => {
    const { app, database } = testApp;
    const { job, tutor } = await jobAndTutor(15);
    await setBalance(database, tutor.id, 50);
    const replies = await Promise.all(Array.from({ length: 100 }, () => call(app, tutor, 'POST', `/api/jobs/${job.id}/unlock/`)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array.from({ length: 100 }, () => 200));
    expect(replies.map((reply) => reply.json<JobUnlockReply>().points_spent).sort((a, b) => b - a).slice(0, 2)).toEqual([5, 0]);
    expect(await balanceAndLedger(database, tutor.id)).toEqual({ balance: 45, ledger: 45 });
    expect(await unlockRows(job.id)).toBe(1);
    expect((await call(app, tutor, 'GET', `/api/jobs/${job.id}/`)).json<Job>().applicants_count).toBe(1);
  });

  it('answers 404 for unknown jobs and 409 for jobs no longer open', async () => {
    const { app } = testApp;
    const { job, student, tutor } = await jobAndTutor();
    expect((await call(app, tutor, 'POST', '/api/jobs/999999999/unlock/')).statusCode).toBe(404);
    expect((await call(app, tutor, 'GET', '/api/jobs/abc/unlock_status/')).statusCode).toBe(404);
    await call(app, student, 'PATCH', `/api/jobs/${job.id}/`, { status: 'closed' });
    const closed = await call(app, tutor, 'POST', `/api/jobs/${job.id}/unlock/`);
    expect(closed.statusCode).toBe(409);
    expect(detailOf(closed)).toEqual({ detail: JOB_MESSAGES.notOpen, code: 'job_not_open' });
  });
});

describe("the tutor dashboard's completedJobs", () => {
  it('counts the jobs this tutor unlocked that their students marked completed', async () => {
    const { app } = testApp;
    const { job, student, tutor } = await jobAndTutor();
    const stats = async () => (await call(app, tutor, 'GET', '/api/gigs/summary/')).json<TutorDashboardStats>().completedJobs;
    expect(await stats()).toBe(0);
    await call(app, tutor, 'POST', `/api/jobs/${job.id}/unlock/`);
    expect(await stats()).toBe(0);
    await call(app, student, 'PATCH', `/api/jobs/${job.id}/`, { status: 'completed' });
    expect(await stats()).toBe(1);
  });
});
