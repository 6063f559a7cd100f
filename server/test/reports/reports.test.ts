import { REPORT_WINDOW_DAYS, type Page, type Report } from '@tutorium/shared/contracts';
import type { TestApp } from '../helpers/build-test-app';
import { aJob, aStudent, aTutor, buildMarketplaceApp, call, detailOf } from '../helpers/marketplace';
import { reportsInvolving } from '../../src/reports/reports.service';
import { aContactUnlock, aJobWithTutors, ageContactUnlock, ageJobUnlock, CONTACT_UNLOCK_COST, unlockJob } from './report-fixtures';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildMarketplaceApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('reporting a job', () => {
  it('lets a tutor who unlocked it report it once, with what the unlock cost', async () => {
    const { app } = testApp;
    const { job, tutors: [tutor] } = await aJobWithTutors(testApp);
    const spent = await unlockJob(testApp, tutor!, job.id);
    expect(spent).toBe(5);

    const response = await call(app, tutor, 'POST', `/api/jobs/${job.id}/report/`, { reason: 'fake', details: '  The number is not in service.  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json<Report>()).toEqual({
      id: expect.any(Number),
      kind: 'job',
      target_id: job.id,
      target_name: job.title,
      reporter_id: tutor!.id,
      reporter_username: tutor!.username,
      reason: 'fake',
      details: 'The number is not in service.',
      status: 'open',
      unlock_points: 5,
      refunded_points: 0,
      resolution: null,
      created_at: expect.any(String),
      resolved_at: null,
    });

    const again = await call(app, tutor, 'POST', `/api/jobs/${job.id}/report/`, { reason: 'unreachable' });
    expect(again.statusCode).toBe(409);
    expect(detailOf(again)).toMatchObject({ code: 'conflict', detail: 'You have reported this job already.' });
  });

  it('refuses tutors who did not unlock it, students, unknown jobs and malformed bodies', async () => {
    const { app, database } = testApp;
    const { job, student, tutors: [tutor] } = await aJobWithTutors(testApp);

    const notUnlocked = await call(app, tutor, 'POST', `/api/jobs/${job.id}/report/`, { reason: 'fake' });
    expect(notUnlocked.statusCode).toBe(403);
    expect(detailOf(notUnlocked).detail).toBe('Only tutors who unlocked this job can report it.');

    for (const someStudent of [student, await aStudent(database)]) {
      expect((await call(app, someStudent, 'POST', `/api/jobs/${job.id}/report/`, { reason: 'fake' })).statusCode).toBe(403);
    }
    expect((await call(app, tutor, 'POST', '/api/jobs/999999999/report/', { reason: 'fake' })).statusCode).toBe(404);
    expect((await call(app, tutor, 'POST', '/api/jobs/abc/report/', { reason: 'fake' })).statusCode).toBe(404);
    expect((await call(app, undefined, 'POST', `/api/jobs/${job.id}/report/`, { reason: 'fake' })).statusCode).toBe(401);

    await unlockJob(testApp, tutor!, job.id);
    for (const body of [{}, { reason: 'misconduct' }, { reason: 'fake', details: 'x'.repeat(501) }, { reason: 'fake', extra: 1 }]) {
      const response = await call(app, tutor, 'POST', `/api/jobs/${job.id}/report/`, body);
      expect(response.statusCode).toBe(400);
    }
    const missing = await call(app, tutor, 'POST', `/api/jobs/${job.id}/report/`, {});
    expect(Object.keys(missing.json<Record<string, string[]>>())).toContain('reason');
  });

  it(`closes ${REPORT_WINDOW_DAYS} days after the unlock`, async () => {
    const { app } = testApp;
    const { job, tutors: [late, inTime] } = await aJobWithTutors(testApp, 2);
    await unlockJob(testApp, late!, job.id);
    await unlockJob(testApp, inTime!, job.id);
    await ageJobUnlock(testApp, job.id, late!.id, REPORT_WINDOW_DAYS + 1);
    await ageJobUnlock(testApp, job.id, inTime!.id, REPORT_WINDOW_DAYS - 1);

    const refused = await call(app, late, 'POST', `/api/jobs/${job.id}/report/`, { reason: 'already_filled' });
    expect(refused.statusCode).toBe(409);
    expect(detailOf(refused).detail).toBe(`The time to report has passed: a job can be reported within ${REPORT_WINDOW_DAYS} days of unlocking.`);
    expect((await call(app, inTime, 'POST', `/api/jobs/${job.id}/report/`, { reason: 'already_filled' })).statusCode).toBe(201);
  });
});

describe('reporting a tutor', () => {
  it('lets a student who unlocked the contact report the tutor once, with what the unlock charged', async () => {
    const { app } = testApp;
    const { student, tutor } = await aContactUnlock(testApp);
    const response = await call(app, student, 'POST', `/api/tutors/${tutor.id}/report/`, { reason: 'misconduct' });
    expect(response.statusCode).toBe(201);
    expect(response.json<Report>()).toMatchObject({
      kind: 'tutor',
      target_id: tutor.id,
      target_name: tutor.username,
      reporter_id: student.id,
      reason: 'misconduct',
      details: '',
      status: 'open',
      unlock_points: CONTACT_UNLOCK_COST,
    });
    expect((await call(app, student, 'POST', `/api/tutors/${tutor.id}/report/`, { reason: 'fake' })).statusCode).toBe(409);
  });

  it('refuses who did not unlock, unknown tutors, the window passed and wrong reasons; an unlock without a ledger row reports 0 points', async () => {
    const { app, database } = testApp;
    const { student, tutor } = await aContactUnlock(testApp);
    const stranger = await aStudent(database);
    const refused = await call(app, stranger, 'POST', `/api/tutors/${tutor.id}/report/`, { reason: 'fake' });
    expect(refused.statusCode).toBe(403);
    expect(detailOf(refused).detail).toBe("Only students who unlocked this tutor's contact can report them.");
    expect((await call(app, await aTutor(database), 'POST', `/api/tutors/${tutor.id}/report/`, { reason: 'fake' })).statusCode).toBe(403);
    expect((await call(app, student, 'POST', '/api/tutors/999999999/report/', { reason: 'fake' })).statusCode).toBe(404);
    expect((await call(app, student, 'POST', `/api/tutors/${student.id}/report/`, { reason: 'fake' })).statusCode).toBe(404);
    expect((await call(app, student, 'POST', `/api/tutors/${tutor.id}/report/`, { reason: 'already_filled' })).statusCode).toBe(400);

    await ageContactUnlock(testApp, student.id, tutor.id, REPORT_WINDOW_DAYS + 1);
    const late = await call(app, student, 'POST', `/api/tutors/${tutor.id}/report/`, { reason: 'fake' });
    expect(late.statusCode).toBe(409);
    expect(detailOf(late).detail).toContain(`within ${REPORT_WINDOW_DAYS} days`);

    // Seeded history: an unlock the ledger never charged.
    const other = await aContactUnlock(testApp);
    await database.db.deleteFrom('points_ledger').where('idempotency_key', '=', `contact-unlock:${other.student.id}:${other.tutor.id}`).execute();
    const free = await call(app, other.student, 'POST', `/api/tutors/${other.tutor.id}/report/`, { reason: 'unreachable' });
    expect(free.json<Report>()).toMatchObject({ unlock_points: 0 });
  });
});

describe("the caller's reports", () => {
  it('lists them newest first, plain or paged, and nobody else sees them', async () => {
    const { app, database } = testApp;
    const { job, tutors: [tutor] } = await aJobWithTutors(testApp);
    await unlockJob(testApp, tutor!, job.id);
    const second = await aJob(app, (await aJobWithTutors(testApp)).student, { subjects: [], budget: 15 });
    await unlockJob(testApp, tutor!, second.id);
    const first = (await call(app, tutor, 'POST', `/api/jobs/${job.id}/report/`, { reason: 'fake' })).json<Report>();
    const latest = (await call(app, tutor, 'POST', `/api/jobs/${second.id}/report/`, { reason: 'unreachable' })).json<Report>();

    const mine = await call(app, tutor, 'GET', '/api/reports/mine/');
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Report[]>().map((report) => report.id)).toEqual([latest.id, first.id]);
    const page = (await call(app, tutor, 'GET', '/api/reports/mine/?page=1&page_size=1')).json<Page<Report>>();
    expect(page).toMatchObject({ count: 2, previous: null, results: [{ id: latest.id }] });
    expect(page.next).toContain('page=2');
    expect((await call(app, await aTutor(database), 'GET', '/api/reports/mine/')).json<Report[]>()).toEqual([]);
    expect((await call(app, undefined, 'GET', '/api/reports/mine/')).statusCode).toBe(401);
  });

  it('reportsInvolving: reports by a user and about them or their jobs, newest first', async () => {
    const { app, database } = testApp;
    const { job, student, tutors: [tutor] } = await aJobWithTutors(testApp);
    await unlockJob(testApp, tutor!, job.id);
    const aboutJob = (await call(app, tutor, 'POST', `/api/jobs/${job.id}/report/`, { reason: 'fake' })).json<Report>();
    await aContactUnlock(testApp); // someone else's report does not show
    const { anUnlock } = await import('../helpers/marketplace');
    await anUnlock(app, student, tutor!.id);
    const aboutTutor = (await call(app, student, 'POST', `/api/tutors/${tutor!.id}/report/`, { reason: 'unreachable' })).json<Report>();

    expect((await reportsInvolving(database.db, student.id)).map((report) => report.id)).toEqual([aboutTutor.id, aboutJob.id]);
    expect((await reportsInvolving(database.db, tutor!.id)).map((report) => report.id)).toEqual([aboutTutor.id, aboutJob.id]);
    expect(await reportsInvolving(database.db, (await aStudent(database)).id)).toEqual([]);
  });
});
