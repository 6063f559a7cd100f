import { JOB_MESSAGES, type Job, type Page } from '@tutorium/shared/contracts';
import type { TestApp } from '../helpers/build-test-app';
import { aGig, aJob, aStudent, aSubject, aTutor, buildMarketplaceApp, call, detailOf, setBalance } from '../helpers/marketplace';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildMarketplaceApp();
});

afterAll(async () => {
  await testApp.close();
});

const DHAKA = { latitude: 23.8103, longitude: 90.4125 };
const GAZIPUR = { latitude: 23.9999, longitude: 90.4203 }; // ~21 km from Dhaka
const CHATTOGRAM = { latitude: 22.3569, longitude: 91.7832 };

describe('matched jobs', () => {
  it('lists open jobs in the subjects of the tutor\'s active gigs, nearest then newest, and the jobs they unlocked', async () => {
    const { app, database } = testApp;
    const [mine, pending, other] = [await aSubject(database), await aSubject(database, { active: false }), await aSubject(database)];
    const tutor = await aTutor(database);
    await aGig(app, tutor, { subject: mine });
    await aGig(app, tutor, { subject: pending });
    await database.db.updateTable('users').set(DHAKA).where('id', '=', tutor.id).execute();
    const student = await aStudent(database);
    await setBalance(database, student.id, 20);
    const far = await aJob(app, student, { subjects: [mine], ...CHATTOGRAM });
    const nearOld = await aJob(app, student, { subjects: [mine], ...DHAKA });
    const middle = await aJob(app, student, { subjects: [mine], ...GAZIPUR });
    const nearNew = await aJob(app, student, { subjects: [mine], latitude: 23.81, longitude: 90.41 });
    const nowhere = await aJob(app, student, { subjects: [mine], latitude: null, longitude: null });
    await aJob(app, student, { subjects: [pending], ...DHAKA });
    await aJob(app, student, { subjects: [other], ...DHAKA });
    const closed = await aJob(app, student, { subjects: [mine], ...DHAKA });
    await call(app, student, 'PATCH', `/api/jobs/${closed.id}/`, { status: 'closed' });

    const ids = async () => (await call(app, tutor, 'GET', '/api/jobs/matched_jobs/')).json<Job[]>().map((job) => job.id);
    expect(await ids()).toEqual([nearNew.id, nearOld.id, middle.id, far.id, nowhere.id]);

    // A job the tutor unlocked stays in the list after the student closes it.
    expect((await call(app, tutor, 'POST', `/api/jobs/${far.id}/unlock/`)).statusCode).toBe(200);
    await call(app, student, 'PATCH', `/api/jobs/${far.id}/`, { status: 'completed' });
    expect(await ids()).toEqual([nearNew.id, nearOld.id, middle.id, far.id, nowhere.id]);

    const page = (await call(app, tutor, 'GET', '/api/jobs/matched_jobs?page=2&page_size=2')).json<Page<Job>>();
    expect(page).toMatchObject({ count: 5, previous: '/api/jobs/matched_jobs?page=1&page_size=2', next: '/api/jobs/matched_jobs?page=3&page_size=2' });
    expect(page.results.map((job) => [job.id, job.unlocked])).toEqual([
      [middle.id, false],
      [far.id, true],
    ]);
  });

  it('is for tutors (403 for students, 401 without a session), and empty without an active gig', async () => {
    const { app, database } = testApp;
    const student = await aStudent(database);
    const refused = await call(app, student, 'GET', '/api/jobs/matched_jobs/');
    expect(refused.statusCode).toBe(403);
    expect(detailOf(refused).detail).toBe(JOB_MESSAGES.onlyTutorsMatch);
    expect((await call(app, undefined, 'GET', '/api/jobs/matched_jobs/')).statusCode).toBe(401);
    expect((await call(app, await aTutor(database), 'GET', '/api/jobs/matched_jobs/')).json()).toEqual([]);
  });
});
