import { JOB_MESSAGES, type Job, type JobApplicant, type Page } from '@tutorium/shared/contracts';
import { sql } from 'kysely';
import type { TestApp } from '../helpers/build-test-app';
import { aGig, aJob, anUnlock, aStudent, aSubject, aTutor, aTutorReply, buildMarketplaceApp, call, detailOf, setBalance, type TestUser } from '../helpers/marketplace';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildMarketplaceApp();
});

afterAll(async () => {
  await testApp.close();
});

/** A student's job in a fresh subject, and two tutors with an active gig in it. */
async function jobWithTutors(): Promise<{ job: Job; student: TestUser; tutors: [TestUser, TestUser] }> {
  const { app, database } = testApp;
  const subject = await aSubject(database);
  const student = await aStudent(database);
  const job = await aJob(app, student, { subjects: [subject] });
  const tutors: [TestUser, TestUser] = [await aTutor(database), await aTutor(database)];
  for (const tutor of tutors) {
    await aGig(app, tutor, { subject });
    await setBalance(database, tutor.id, 50);
  }
  return { job, student, tutors };
}

const applicantsOf = async (user: TestUser, jobId: number) => {
  const response = await call(testApp.app, user, 'GET', `/api/jobs/${jobId}/applicants/`);
  expect(response.statusCode).toBe(200);
  return response.json<JobApplicant[]>();
};

describe("a job's applicants", () => {
  it('shows the owner each tutor right after the unlock, newest first, with their rating', async () => {
    const { app } = testApp;
    const { job, student, tutors: [first, second] } = await jobWithTutors();
    expect(await applicantsOf(student, job.id)).toEqual([]);

    expect((await call(app, first, 'POST', `/api/jobs/${job.id}/unlock/`)).statusCode).toBe(200);
    const [applicant] = await applicantsOf(student, job.id);
    expect(applicant).toEqual({
      id: first.id,
      username: first.username,
      profile_picture: null,
      average_rating: null,
      reviews_count: 0,
      unlocked_at: expect.any(String),
    });
    expect(Date.now() - Date.parse(applicant?.unlocked_at ?? '')).toBeLessThan(60_000);

    // Two reviews of the second tutor (4 and 5): 4.5 of 2.
    for (const rating of [4, 5]) {
      const reviewer = await aStudent(testApp.database);
      await anUnlock(app, reviewer, second.id);
      await aTutorReply(testApp.database, reviewer.id, second.id);
      expect((await call(app, reviewer, 'POST', `/api/reviews/${second.id}/`, { rating })).statusCode).toBe(201);
    }
    expect((await call(app, second, 'POST', `/api/jobs/${job.id}/unlock/`)).statusCode).toBe(200);
    // Unlocks of one transaction share its time: make the order unmistakable.
    await sql`update job_unlocks set created_at = created_at - interval '1 hour' where job_id = ${job.id} and tutor_id = ${first.id}`.execute(testApp.database.db);
    const applicants = await applicantsOf(student, job.id);
    expect(applicants.map((one) => [one.username, one.average_rating, one.reviews_count])).toEqual([
      [second.username, 4.5, 2],
      [first.username, null, 0],
    ]);
    expect((await call(app, student, 'GET', `/api/jobs/${job.id}/`)).json<Job>().applicants_count).toBe(2);

    const page = (await call(app, student, 'GET', `/api/jobs/${job.id}/applicants?page=2&page_size=1`)).json<Page<JobApplicant>>();
    expect(page).toMatchObject({ count: 2, next: null, results: [{ id: first.id }] });
  });

  it('rounds the average to one decimal and gives the picture as its URL', async () => {
    const { app } = testApp;
    const { job, student, tutors: [tutor] } = await jobWithTutors();
    for (const rating of [5, 4, 4]) {
      const reviewer = await aStudent(testApp.database);
      await anUnlock(app, reviewer, tutor.id);
      await aTutorReply(testApp.database, reviewer.id, tutor.id);
      expect((await call(app, reviewer, 'POST', `/api/reviews/${tutor.id}/`, { rating })).statusCode).toBe(201);
    }
    expect((await call(app, tutor, 'POST', `/api/jobs/${job.id}/unlock/`)).statusCode).toBe(200);
    await sql`update users set profile_picture = 'tutor.png' where id = ${tutor.id}`.execute(testApp.database.db);
    expect(await applicantsOf(student, job.id)).toMatchObject([{ average_rating: 4.3, reviews_count: 3, profile_picture: '/media/avatars/tutor.png' }]);
  });

  it('is refused to everyone but the owner: 403 for another student or a tutor (the applicant too), 401 signed out', async () => {
    const { app, database } = testApp;
    const { job, tutors: [tutor] } = await jobWithTutors();
    expect((await call(app, tutor, 'POST', `/api/jobs/${job.id}/unlock/`)).statusCode).toBe(200);
    for (const caller of [await aStudent(database), tutor, await aTutor(database)]) {
      const refused = await call(app, caller, 'GET', `/api/jobs/${job.id}/applicants/`);
      expect(refused.statusCode).toBe(403);
      expect(detailOf(refused).detail).toBe(JOB_MESSAGES.notOwnerApplicants);
    }
    expect((await call(app, undefined, 'GET', `/api/jobs/${job.id}/applicants/`)).statusCode).toBe(401);
  });

  it('answers 404 for unknown or malformed job ids and 400 for a bad page', async () => {
    const { app } = testApp;
    const { job, student } = await jobWithTutors();
    for (const id of ['999999999', '0', 'abc', '1.5', `${job.id}0000000000000`]) {
      expect((await call(app, student, 'GET', `/api/jobs/${id}/applicants/`)).statusCode).toBe(404);
    }
    expect((await call(app, student, 'GET', `/api/jobs/${job.id}/applicants/?page=0`)).statusCode).toBe(400);
    expect((await call(app, student, 'GET', `/api/jobs/${job.id}/applicants/?page_size=abc`)).statusCode).toBe(400);
  });
});
