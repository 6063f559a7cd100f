import { JOB_MESSAGES, JOB_MODES, WELCOME_GRANT_POINTS, type Job, type JobPreview, type JobUnlockReply, type JobUnlockStatus } from '@tutorium/shared/contracts';
import { sql } from 'kysely';
import type { TestApp } from '../helpers/build-test-app';
import { aGig, aStudent, aSubject, aTutor, balanceAndLedger, buildMarketplaceApp, call, detailOf } from '../helpers/marketplace';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildMarketplaceApp();
});

afterAll(async () => {
  await testApp.close();
});

/** The spec's four required fields ("Job form"), and nothing else. */
const fourFields = (marker: string) => ({
  location: 'Mirpur, Dhaka, Bangladesh',
  phone: '+8801722222222',
  description: `Physics help before the exams ${marker}.`,
  educationLevel: 'Higher Secondary',
});

const jobCount = async (studentId: number) =>
  (await testApp.database.db.selectFrom('jobs').select('id').where('student_id', '=', studentId).execute()).length;

describe('a job with only location, phone, description and education level', () => {
  it('is created with the documented meanings: no subjects, Tutoring, every mode, a negotiable budget (null), Fixed', async () => {
    const { app, database } = testApp;
    const student = await aStudent(database);
    const response = await call(app, student, 'POST', '/api/jobs/', fourFields(`plain${student.id}`));
    expect(response.statusCode).toBe(201);
    expect(response.json<Job>()).toMatchObject({
      title: 'Tutor needed',
      service_type: 'Tutoring',
      mode: [...JOB_MODES],
      budget: null,
      budget_type: 'Fixed',
      total_hours: null,
      subject_details: [],
      languages: [],
      education_level: 'Higher Secondary',
      latitude: null,
      country: null,
    });
    expect(await balanceAndLedger(database, student.id)).toEqual({ balance: WELCOME_GRANT_POINTS - 1, ledger: WELCOME_GRANT_POINTS - 1 });
    // An empty list of modes is read as none given.
    expect((await call(app, student, 'POST', '/api/jobs/', { ...fourFields('x'), mode: [], serviceType: 'Assignment Help' })).json<Job>()).toMatchObject({
      mode: [...JOB_MODES],
      title: 'Assignment help',
    });
  });

  it('is listed and found by search, online and offline, with a null budget in the list and the preview', async () => {
    const { app, database } = testApp;
    const student = await aStudent(database);
    const marker = `listed${student.id}`;
    const job = (await call(app, student, 'POST', '/api/jobs/', fourFields(marker))).json<Job>();
    const ids = async (query: string) => (await call(app, undefined, 'GET', `/api/jobs/?q=${marker}${query}`)).json<Job[]>().map((each) => each.id);
    expect(await ids('')).toEqual([job.id]);
    expect(await ids('&type=online')).toEqual([job.id]);
    expect(await ids('&type=offline')).toEqual([job.id]);
    expect((await call(app, undefined, 'GET', `/api/jobs/?q=${marker}`)).json<Job[]>()[0]).toMatchObject({ budget: null, points_needed: 5 });
    expect((await call(app, undefined, 'GET', `/api/jobs/${job.id}/preview/`)).json<JobPreview>()).toMatchObject({ budget: null, subject_details: [] });
  });

  it('is priced at the negotiable tier (5) and unlockable by any tutor with an active gig; in no matched jobs, and notifies nobody', async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    await aGig(app, tutor, { subject: await aSubject(database) });
    const student = await aStudent(database);
    const job = (await call(app, student, 'POST', '/api/jobs/', fourFields(`priced${student.id}`))).json<Job>();

    const matched = (await call(app, tutor, 'GET', '/api/jobs/matched_jobs/')).json<Job[]>();
    expect(matched.map((each) => each.id)).not.toContain(job.id);
    const { rows } = await sql`select count(*)::integer as n from notifications where type = 'job-posted' and (payload->>'job_id')::bigint = ${job.id}`.execute(database.db);
    expect(rows).toEqual([{ n: 0 }]);

    expect((await call(app, tutor, 'GET', `/api/jobs/${job.id}/unlock_status/`)).json<JobUnlockStatus>()).toEqual({ unlocked: false, points_needed: 5, has_matching_gig: true });
    const unlocked = await call(app, tutor, 'POST', `/api/jobs/${job.id}/unlock/`);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json<JobUnlockReply>()).toMatchObject({ points_spent: 5, balance: WELCOME_GRANT_POINTS - 5, job: { phone: '+8801722222222', applicants_count: 1 } });

    // A tutor without any active gig may not: the same rule as for a job with subjects.
    const gigless = await aTutor(database);
    expect((await call(app, gigless, 'GET', `/api/jobs/${job.id}/unlock_status/`)).json<JobUnlockStatus>()).toMatchObject({ has_matching_gig: false });
    const refused = await call(app, gigless, 'POST', `/api/jobs/${job.id}/unlock/`);
    expect(refused.statusCode).toBe(403);
    expect(detailOf(refused)).toEqual({ detail: JOB_MESSAGES.noMatchingGig, code: 'permission_denied' });
  });

  it('still matches no gig when its subjects are all unknown names: subjects given are never "none"', async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    await aGig(app, tutor, { subject: await aSubject(database) });
    const student = await aStudent(database);
    const job = (await call(app, student, 'POST', '/api/jobs/', { ...fourFields('unknown'), subjects: ['Quantum Knitting'] })).json<Job>();
    expect((await call(app, tutor, 'GET', `/api/jobs/${job.id}/unlock_status/`)).json<JobUnlockStatus>()).toMatchObject({ has_matching_gig: false });
  });

  it.each(['location', 'phone', 'description', 'educationLevel'] as const)('is refused without %s: 400 with that field\'s error, nothing written', async (field) => {
    const { app, database } = testApp;
    const student = await aStudent(database);
    const { [field]: _missing, ...rest } = fourFields('missing');
    const response = await call(app, student, 'POST', '/api/jobs/', rest);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [field]: ['This field is required.'] });
    expect(await jobCount(student.id)).toBe(0);
    expect(await balanceAndLedger(database, student.id)).toEqual({ balance: WELCOME_GRANT_POINTS, ledger: WELCOME_GRANT_POINTS });
  });
});
