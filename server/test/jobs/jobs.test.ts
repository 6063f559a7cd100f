import { randomUUID } from 'node:crypto';
import { JOB_MESSAGES, LOCKED_JOB_PHONE, WELCOME_GRANT_POINTS, type Job, type JobPreview, type Page } from '@tutorium/shared/contracts';
import { sql } from 'kysely';
import type { TestApp } from '../helpers/build-test-app';
import {
  aGig,
  aJob,
  aStudent,
  aSubject,
  aTutor,
  balanceAndLedger,
  buildMarketplaceApp,
  call,
  detailOf,
  jobForm,
  setBalance,
} from '../helpers/marketplace';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildMarketplaceApp();
});

afterAll(async () => {
  await testApp.close();
});

const jobCount = async (studentId: number) =>
  (await testApp.database.db.selectFrom('jobs').select('id').where('student_id', '=', studentId).execute()).length;

describe('posting a job', () => {
  it('files it under the calling student, never the one named in the body, and charges 1 point through the ledger', async () => {
    const { app, database } = testApp;
    const [student, other] = [await aStudent(database), await aStudent(database)];
    const subject = await aSubject(database);
    const response = await call(app, student, 'POST', '/api/jobs/', jobForm({ student: other.id, subjects: [subject, ` ${subject.toUpperCase()} `, '  ', 'Quantum Knitting'] }));
    expect(response.statusCode).toBe(201);
    expect(response.json<Job>()).toEqual({
      id: expect.any(Number),
      title: `${subject}, Quantum Knitting tutor needed`,
      description: 'Need help with algebra and geometry before the exams.',
      service_type: 'Tutoring',
      mode: ['Online', 'At My Place'],
      budget: 15,
      budget_type: 'Per Hour',
      total_hours: null,
      location: 'Dhanmondi, Dhaka, Bangladesh',
      latitude: 23.7461,
      longitude: 90.3742,
      country: 'Bangladesh',
      subject_details: [subject, 'Quantum Knitting'],
      languages: ['English', 'Bangla'],
      education_level: 'Secondary',
      gender_preference: null,
      distance: null,
      phone: '+8801711111111',
      created_at: expect.any(String),
      applicants_count: 0,
      student: { id: student.id, username: student.username },
      status: 'open',
      unlocked: false,
      points_needed: 0,
    });
    expect(await balanceAndLedger(database, student.id)).toEqual({ balance: WELCOME_GRANT_POINTS - 1, ledger: WELCOME_GRANT_POINTS - 1 });
    expect(await jobCount(other.id)).toBe(0);
  });

  it('keeps the distance only for Travel to Tutor, and takes a title when given', async () => {
    const { app, database } = testApp;
    const student = await aStudent(database);
    expect(await aJob(app, student, { mode: ['Online'], distance: 12 })).toMatchObject({ distance: null });
    expect(await aJob(app, student, { mode: ['Travel to Tutor', 'Travel to Tutor'], distance: 12, title: 'Physics at home' })).toMatchObject({
      distance: 12,
      mode: ['Travel to Tutor'],
      title: 'Physics at home',
    });
  });

  it('is for students only (403), for signed-in users only (401), and saves nothing then', async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    const refused = await call(app, tutor, 'POST', '/api/jobs/', jobForm());
    expect(refused.statusCode).toBe(403);
    expect(detailOf(refused)).toEqual({ detail: JOB_MESSAGES.onlyStudentsPost, code: 'permission_denied' });
    expect(await jobCount(tutor.id)).toBe(0);
    expect(await balanceAndLedger(database, tutor.id)).toEqual({ balance: WELCOME_GRANT_POINTS, ledger: WELCOME_GRANT_POINTS });
    expect((await call(app, undefined, 'POST', '/api/jobs/', jobForm())).statusCode).toBe(401);
  });

  it('needs a balance above 0: 402 with the text, and nothing saved', async () => {
    const { app, database } = testApp;
    const student = await aStudent(database);
    await setBalance(database, student.id, 0);
    const refused = await call(app, student, 'POST', '/api/jobs/', jobForm());
    expect(refused.statusCode).toBe(402);
    expect(detailOf(refused)).toEqual({ detail: JOB_MESSAGES.notEnoughPointsToPost, code: 'insufficient_points' });
    expect(await jobCount(student.id)).toBe(0);
    expect(await balanceAndLedger(database, student.id)).toEqual({ balance: 0, ledger: 0 });
    const { rows } = await sql`select count(*)::integer as n from notifications where payload->>'job_id' is not null and user_id = ${student.id}`.execute(database.db);
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('refuses invalid forms field by field and saves nothing', async () => {
    const { app, database } = testApp;
    const student = await aStudent(database);
    const blank = await call(app, student, 'POST', '/api/jobs/', jobForm({ location: ' ', phone: '', description: '  ', subjects: [' ', ''] }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      location: ['This field may not be blank.'],
      phone: ['This field may not be blank.'],
      description: ['This field may not be blank.'],
    });
    // Only the spec's four are required (docs/decisions.md "Jobs"): the rest has a meaning when absent.
    const missing = await call(app, student, 'POST', '/api/jobs/', {});
    expect(missing.json()).toEqual({
      location: ['This field is required.'],
      phone: ['This field is required.'],
      description: ['This field is required.'],
      educationLevel: ['This field is required.'],
    });
    const wrong = await call(app, student, 'POST', '/api/jobs/', {
      ...jobForm(),
      budget: 'fifteen',
      mode: ['Teleport'],
      educationLevel: 'Kindergarten',
      budgetType: 'Per Decade',
      country: 'Atlantis',
      genderPreference: 'Any',
      totalHours: -1,
      latitude: 91,
      longitude: null,
    });
    expect(Object.keys(wrong.json()).sort()).toEqual(['budget', 'budgetType', 'country', 'educationLevel', 'genderPreference', 'latitude', 'mode.0', 'totalHours']);
    const extra = await call(app, student, 'POST', '/api/jobs/', { ...jobForm(), status: 'completed' });
    expect(extra.json()).toEqual({ non_field_errors: ['Unexpected field(s): status.'] });
    const oneCoordinate = await call(app, student, 'POST', '/api/jobs/', jobForm({ longitude: null }));
    expect(oneCoordinate.json()).toEqual({ longitude: ['Latitude and longitude must be given together.'] });
    expect(await jobCount(student.id)).toBe(0);
    expect((await balanceAndLedger(database, student.id)).balance).toBe(WELCOME_GRANT_POINTS);
  });

  it('answers malformed JSON, huge descriptions and huge bodies with 4xx', async () => {
    const { app, database } = testApp;
    const student = await aStudent(database);
    const headers = { ...student.headers, 'content-type': 'application/json' };
    expect((await app.inject({ method: 'POST', url: '/api/jobs/', headers, payload: '{"location": ' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/jobs/', headers, payload: '"a job"' })).statusCode).toBe(400);
    const long = await call(app, student, 'POST', '/api/jobs/', jobForm({ description: 'x'.repeat(5001) }));
    expect(long.json()).toEqual({ description: ['Ensure this field has no more than 5000 characters.'] });
    const huge = await app.inject({ method: 'POST', url: '/api/jobs/', headers, payload: JSON.stringify(jobForm({ description: 'x'.repeat(2_000_000) })) });
    expect(huge.statusCode).toBe(413);
    const manySubjects = await call(app, student, 'POST', '/api/jobs/', jobForm({ subjects: Array.from({ length: 11 }, (_, index) => `Subject ${index}`) }));
    expect(manySubjects.json()).toEqual({ subjects: ['Ensure this field has no more than 10 elements.'] });
    expect(await jobCount(student.id)).toBe(0);
  });
});

describe('listing and reading jobs', () => {
  it('lists open jobs to visitors, newest first, with phones masked, as an array or a page', async () => {
    const { app, database } = testApp;
    const student = await aStudent(database);
    const marker = `zebra${student.id}`;
    const first = await aJob(app, student, { description: `First ${marker} job, online only`, mode: ['Online'] });
    const second = await aJob(app, student, { description: `Second ${marker} job, at home`, mode: ['At My Place'] });
    const third = await aJob(app, student, { description: `Third ${marker} job`, serviceType: 'Assignment Help', mode: ['Online'] });
    const list = await call(app, undefined, 'GET', `/api/jobs?q=${marker}`);
    expect(list.statusCode).toBe(200);
    const jobs = list.json<Job[]>();
    expect(jobs.map((job) => job.id)).toEqual([third.id, second.id, first.id]);
    expect(jobs.every((job) => job.phone === LOCKED_JOB_PHONE && job.points_needed > 0)).toBe(true);

    const page = (await call(app, undefined, 'GET', `/api/jobs/?q=${marker}&page=1&page_size=2`)).json<Page<Job>>();
    expect(page).toMatchObject({ count: 3, previous: null, next: `/api/jobs/?q=${marker}&page=2&page_size=2` });
    expect(page.results.map((job) => job.id)).toEqual([third.id, second.id]);

    const ids = async (query: string) => (await call(app, undefined, 'GET', `/api/jobs/?q=${marker}&${query}`)).json<Job[]>().map((job) => job.id);
    expect(await ids('type=online')).toEqual([third.id, first.id]);
    expect(await ids('type=offline')).toEqual([second.id]);
    expect(await ids('type=assignment')).toEqual([third.id]);
  });

  it('searches title, description, subjects and location by word prefixes, in any case', async () => {
    const { app, database } = testApp;
    const student = await aStudent(database);
    const subject = await aSubject(database);
    const town = `Xanadu${student.id}`;
    const job = await aJob(app, student, { location: `${town}, Mongolia`, subjects: [subject], description: 'Calculus revision with past papers.' });
    const found = async (q: string) => (await call(app, undefined, 'GET', `/api/jobs/?q=${encodeURIComponent(q)}`)).json<Job[]>().map((item) => item.id);
    expect(await found(town.toUpperCase())).toEqual([job.id]);
    expect(await found(`${town.slice(0, 8)} calc`)).toEqual([job.id]);
    expect(await found(`${town} ${subject.slice(0, 4)}`)).toEqual([job.id]);
    expect(await found(`${town} chemistry`)).toEqual([]);
    // Operators and quotes are only separators: never a 500.
    expect(await found(`${town} & | ! ' ( ):*`)).toEqual([job.id]);
  });

  it('forgives one typo per word: a wrong, missing, extra or swapped letter, but not two', async () => {
    const { app, database } = testApp;
    const student = await aStudent(database);
    // A town no other test's job is one typo away from.
    const town = `town${randomUUID().replace(/-/g, '').slice(0, 20)}`;
    const job = await aJob(app, student, { location: `${town}, Mongolia`, description: 'Calculus revision with past papers.' });
    const found = async (q: string) => (await call(app, undefined, 'GET', `/api/jobs/?q=${encodeURIComponent(q)}`)).json<Job[]>().map((item) => item.id);
    expect(await found(`tovn${town.slice(4)}`)).toEqual([job.id]);
    expect(await found(`${town} calclus`)).toEqual([job.id]);
    expect(await found(`${town} calcullus`)).toEqual([job.id]);
    expect(await found(`${town} revsiion`)).toEqual([job.id]);
    expect(await found(`${town} clcluls`)).toEqual([]);
    expect(await found(`${town} chemistry`)).toEqual([]);
  });

  it('shows a closed or completed job only in its student\'s own list (mine=true), which needs a session', async () => {
    const { app, database } = testApp;
    const [student, other] = [await aStudent(database), await aStudent(database)];
    const open = await aJob(app, student);
    const done = await aJob(app, student);
    await aJob(app, other);
    expect((await call(app, student, 'PATCH', `/api/jobs/${done.id}/`, { status: 'completed' })).json<Job>()).toMatchObject({ status: 'completed' });
    const mine = (await call(app, student, 'GET', '/api/jobs/?mine=true')).json<Job[]>();
    expect(mine.map((job) => [job.id, job.status, job.phone])).toEqual([
      [done.id, 'completed', '+8801711111111'],
      [open.id, 'open', '+8801711111111'],
    ]);
    const publicIds = (await call(app, undefined, 'GET', '/api/jobs/?page_size=100&page=1')).json<Page<Job>>().results.map((job) => job.id);
    expect(publicIds).toContain(open.id);
    expect(publicIds).not.toContain(done.id);
    expect((await call(app, undefined, 'GET', '/api/jobs/?mine=true')).statusCode).toBe(401);
  });

  it('never shows other students\' phones to a student', async () => {
    const { app, database } = testApp;
    const [student, other] = [await aStudent(database), await aStudent(database)];
    const theirs = await aJob(app, other);
    const list = (await call(app, student, 'GET', '/api/jobs/')).json<Job[]>();
    expect(list.filter((job) => job.student.id !== student.id).every((job) => job.phone === LOCKED_JOB_PHONE)).toBe(true);
    expect((await call(app, student, 'GET', `/api/jobs/${theirs.id}/`)).json<Job>().phone).toBe(LOCKED_JOB_PHONE);
    expect((await call(app, other, 'GET', `/api/jobs/${theirs.id}`)).json<Job>().phone).toBe('+8801711111111');
  });

  it('answers bad list parameters with 400, and unknown or malformed ids with 404', async () => {
    const { app, database } = testApp;
    const student = await aStudent(database);
    expect((await call(app, undefined, 'GET', '/api/jobs/?type=remote')).json()).toEqual({ type: ['Choose one of: online, offline, assignment.'] });
    expect((await call(app, undefined, 'GET', '/api/jobs/?page=0')).statusCode).toBe(400);
    expect((await call(app, undefined, 'GET', `/api/jobs/?q=${'a'.repeat(201)}`)).statusCode).toBe(400);
    for (const id of ['999999999', 'abc', '0', '1e3']) {
      expect((await call(app, student, 'GET', `/api/jobs/${id}/`)).statusCode).toBe(404);
      expect((await call(app, undefined, 'GET', `/api/jobs/${id}/preview/`)).statusCode).toBe(404);
    }
    expect((await call(app, undefined, 'GET', '/api/jobs/1/')).statusCode).toBe(401);
    expect((await call(app, { ...student, headers: { authorization: 'Bearer nonsense' } }, 'GET', '/api/jobs/')).statusCode).toBe(401);
  });

  it('previews a job publicly, without phone or student', async () => {
    const { app, database } = testApp;
    const job = await aJob(app, await aStudent(database), { description: 'y'.repeat(300) });
    const preview = (await call(app, undefined, 'GET', `/api/jobs/${job.id}/preview`)).json<JobPreview>();
    expect(preview).toMatchObject({ id: job.id, title: job.title, applicants_count: 0, status: 'open' });
    expect(preview.description).toHaveLength(200);
    expect(preview).not.toHaveProperty('phone');
    expect(preview).not.toHaveProperty('student');
  });
});

describe('changing a job status', () => {
  it('is for the owner only, from open, and answers 4xx otherwise', async () => {
    const { app, database } = testApp;
    const [student, other] = [await aStudent(database), await aStudent(database)];
    const job = await aJob(app, student);
    const foreign = await call(app, other, 'PATCH', `/api/jobs/${job.id}/`, { status: 'closed' });
    expect(foreign.statusCode).toBe(403);
    expect(detailOf(foreign).detail).toBe(JOB_MESSAGES.notOwner);
    expect((await call(app, student, 'PATCH', `/api/jobs/${job.id}/`, { status: 'open' })).statusCode).toBe(400);
    expect((await call(app, student, 'PATCH', '/api/jobs/999999999/', { status: 'closed' })).statusCode).toBe(404);
    expect((await call(app, student, 'PATCH', `/api/jobs/${job.id}/`, { status: 'closed' })).json<Job>().status).toBe('closed');
    const reopened = await call(app, student, 'PATCH', `/api/jobs/${job.id}/`, { status: 'completed' });
    expect(reopened.statusCode).toBe(409);
    expect((await call(app, student, 'GET', `/api/jobs/${job.id}/`)).json<Job>().status).toBe('closed');
  });
});

describe('notifications of a new job', () => {
  it('go to tutors with an active gig in one of its subjects within reach, in the same transaction', async () => {
    const { app, database } = testApp;
    const subject = await aSubject(database);
    const [near, far, online, otherSubject] = [await aTutor(database), await aTutor(database), await aTutor(database), await aTutor(database)];
    for (const tutor of [near, far, online]) await aGig(app, tutor, { subject });
    await aGig(app, otherSubject, { subject: await aSubject(database) });
    const place = (latitude: number, longitude: number) => ({ latitude, longitude });
    await database.db.updateTable('users').set(place(23.75, 90.38)).where('id', '=', near.id).execute();
    await database.db.updateTable('users').set(place(22.33, 91.83)).where('id', '=', far.id).execute(); // Chattogram, ~200 km
    const notified = async (jobId: number) =>
      (
        await sql<{ user_id: string | number }>`select user_id from notifications where type = 'job-posted' and (payload->>'job_id')::bigint = ${jobId} order by user_id`.execute(
          database.db,
        )
      ).rows.map((row) => Number(row.user_id));

    const student = await aStudent(database);
    const inPerson = await aJob(app, student, { subjects: [subject], mode: ['At My Place'] });
    expect(await notified(inPerson.id)).toEqual([near.id]);
    const remote = await aJob(app, student, { subjects: [subject], mode: ['Online'] });
    expect(await notified(remote.id)).toEqual([near.id, far.id, online.id]);
  });
});
