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

  it('counts each matched job once (however many of its subjects match), with the unlocked ones that no longer match', async () => {
    const { app, database } = testApp;
    const [a, b, c] = [await aSubject(database), await aSubject(database), await aSubject(database)];
    const tutor = await aTutor(database);
    await aGig(app, tutor, { subject: a });
    await aGig(app, tutor, { subject: b });
    await setBalance(database, tutor.id, 100);
    const student = await aStudent(database);
    await setBalance(database, student.id, 20);
    await aJob(app, student, { subjects: [a, b] });
    await aJob(app, student, { subjects: [b, a, c] });
    await aJob(app, student, { subjects: [c, a] });
    await aJob(app, student, { subjects: [c] });
    const unlocked = await aJob(app, student, { subjects: [b] });
    expect((await call(app, tutor, 'POST', `/api/jobs/${unlocked.id}/unlock/`)).statusCode).toBe(200);
    await call(app, student, 'PATCH', `/api/jobs/${unlocked.id}/`, { status: 'closed' });
    const closed = await aJob(app, student, { subjects: [a] });
    await call(app, student, 'PATCH', `/api/jobs/${closed.id}/`, { status: 'completed' });

    const all = (await call(app, tutor, 'GET', '/api/jobs/matched_jobs/')).json<Job[]>();
    expect(all).toHaveLength(4);
    const page = (await call(app, tutor, 'GET', '/api/jobs/matched_jobs/?page=1&page_size=3')).json<Page<Job>>();
    expect(page.count).toBe(4);
    expect(page.results.map((job) => job.id)).toEqual(all.slice(0, 3).map((job) => job.id));
  });

  it('pages the nearest jobs in the order of the whole list, near and far, with and without a place', async () => {
    const { app, database } = testApp;
    const subject = await aSubject(database);
    const tutor = await aTutor(database);
    await aGig(app, tutor, { subject });
    await setBalance(database, tutor.id, 1000);
    const home = { latitude: 41.3851, longitude: 2.1734 };
    await database.db.updateTable('users').set(home).where('id', '=', tutor.id).execute();
    const student = await aStudent(database);
    await setBalance(database, student.id, 100);
    // Jobs in every direction from 0.2 to 1,500 km away (a fixed sequence), and a few without a place.
    const kms = [0.2, 3, 7, 9.5, 12, 14, 19, 26, 33, 41, 55, 80, 120, 160, 170, 240, 390, 620, 700, 900, 1500];
    const posted: Array<{ id: number; band: number | null }> = [];
    for (const [index, km] of kms.entries()) {
      for (const turn of [0, 1]) {
        const bearing = ((index * 7 + turn * 3) % 12) * (Math.PI / 6);
        const latitude = home.latitude + (km * Math.cos(bearing)) / 111.2;
        const longitude = home.longitude + (km * Math.sin(bearing)) / (111.2 * Math.cos((home.latitude * Math.PI) / 180));
        const job = await aJob(app, student, { subjects: [subject], latitude: Math.round(latitude * 1e5) / 1e5, longitude: Math.round(longitude * 1e5) / 1e5 });
        posted.push({ id: job.id, band: Math.floor(haversineKm(home, job) / 10) });
      }
    }
    for (let index = 0; index < 3; index += 1) posted.push({ id: (await aJob(app, student, { subjects: [subject], latitude: null, longitude: null })).id, band: null });
    // Unlocked, then closed or completed: still listed, in their bands.
    for (const unlocked of [posted.find((job) => job.band === 0)!, posted.find((job) => job.band !== null && job.band > 60)!]) {
      expect((await call(app, tutor, 'POST', `/api/jobs/${unlocked.id}/unlock/`)).statusCode).toBe(200);
      await call(app, student, 'PATCH', `/api/jobs/${unlocked.id}/`, { status: unlocked.band === 0 ? 'completed' : 'closed' });
    }
    const expected = [...posted].sort((x, y) => (x.band ?? Infinity) - (y.band ?? Infinity) || y.id - x.id).map((job) => job.id);

    expect((await call(app, tutor, 'GET', '/api/jobs/matched_jobs/')).json<Job[]>().map((job) => job.id)).toEqual(expected);
    for (const pageSize of [1, 4, 7]) {
      const ids: number[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / pageSize); page += 1) {
        const reply = (await call(app, tutor, 'GET', `/api/jobs/matched_jobs/?page=${page}&page_size=${pageSize}`)).json<Page<Job>>();
        expect(reply.count).toBe(expected.length);
        ids.push(...reply.results.map((job) => job.id));
      }
      expect(ids).toEqual(expected);
    }
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

/** The server's great-circle distance (haversine, 6,371 km radius), for the expected order. */
function haversineKm(from: { latitude: number; longitude: number }, to: { latitude: number | null; longitude: number | null }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const [lat, lng] = [to.latitude ?? 0, to.longitude ?? 0];
  const a = Math.sin(radians(lat - from.latitude) / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(lat)) * Math.sin(radians(lng - from.longitude) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}
