import type { Job, Page } from '@tutorium/shared/contracts';
import { sql } from 'kysely';
import type { TestApp } from '../helpers/build-test-app';
import { aGig, aJob, aStudent, aSubject, aTutor, buildMarketplaceApp, call, jobCountDrift, jobForm, setBalance, type TestUser } from '../helpers/marketplace';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildMarketplaceApp();
});

afterAll(async () => {
  await testApp.close();
});

const LISTS = ['', '&type=online', '&type=offline', '&type=assignment'];

/** The `count` of each open-jobs list (all, online, offline, assignment), as the API answers it. */
const listCounts = async () =>
  Promise.all(LISTS.map(async (filter) => (await call(testApp.app, undefined, 'GET', `/api/jobs/?page=1&page_size=1${filter}`)).json<Page<Job>>().count));

/** The same counts from the jobs themselves. */
async function recounted(): Promise<number[]> {
  const { rows } = await sql<Record<string, string | number>>`select count(*) as a, count(*) filter (where is_online) as b,
    count(*) filter (where is_offline) as c, count(*) filter (where service_type = 'Assignment Help') as d
    from jobs where status = 'open'`.execute(testApp.database.db);
  const row = rows[0] ?? {};
  return ['a', 'b', 'c', 'd'].map((key) => Number(row[key]));
}

async function expectExactCounts(): Promise<number[]> {
  expect(await jobCountDrift(testApp.database)).toEqual([]);
  const counts = await listCounts();
  expect(counts).toEqual(await recounted());
  return counts;
}

async function aFundedStudent(): Promise<TestUser> {
  const student = await aStudent(testApp.database);
  await setBalance(testApp.database, student.id, 100);
  return student;
}

describe('open job counts', () => {
  it('stay exact through posting, closing, completing, reopening, unlocking, deleting and refused posts', async () => {
    const { app, database } = testApp;
    const subject = await aSubject(database);
    const student = await aFundedStudent();
    const before = await expectExactCounts();

    const online = await aJob(app, student, { subjects: [subject], mode: ['Online'] });
    await aJob(app, student, { subjects: [subject], mode: ['At My Place'] });
    const both = await aJob(app, student, { subjects: [subject], mode: ['Online', 'Travel to Tutor'], distance: 5 });
    const assignment = await aJob(app, student, { subjects: [subject], serviceType: 'Assignment Help', mode: ['Online'] });
    expect(await expectExactCounts()).toEqual([before[0]! + 4, before[1]! + 3, before[2]! + 2, before[3]! + 1]);

    expect((await call(app, student, 'PATCH', `/api/jobs/${online.id}/`, { status: 'closed' })).statusCode).toBe(200);
    expect((await call(app, student, 'PATCH', `/api/jobs/${assignment.id}/`, { status: 'completed' })).statusCode).toBe(200);
    // Marking it again changes nothing.
    expect((await call(app, student, 'PATCH', `/api/jobs/${assignment.id}/`, { status: 'completed' })).statusCode).toBe(200);
    expect(await expectExactCounts()).toEqual([before[0]! + 2, before[1]! + 1, before[2]! + 2, before[3]!]);

    // Reopened (no endpoint does it; the counts follow any update).
    await database.db.updateTable('jobs').set({ status: 'open' }).where('id', 'in', [online.id, assignment.id]).execute();
    expect(await expectExactCounts()).toEqual([before[0]! + 4, before[1]! + 3, before[2]! + 2, before[3]! + 1]);

    // An unlock raises the job's applicants, not the counts.
    const tutor = await aTutor(database);
    await aGig(app, tutor, { subject });
    await setBalance(database, tutor.id, 100);
    expect((await call(app, tutor, 'POST', `/api/jobs/${both.id}/unlock/`)).statusCode).toBe(200);
    expect(await expectExactCounts()).toEqual([before[0]! + 4, before[1]! + 3, before[2]! + 2, before[3]! + 1]);

    // A refused post (no points left) leaves nothing behind.
    const broke = await aStudent(database);
    await setBalance(database, broke.id, 0);
    expect((await call(app, broke, 'POST', '/api/jobs/', jobForm({ subjects: [subject] }))).statusCode).toBe(402);
    expect(await expectExactCounts()).toEqual([before[0]! + 4, before[1]! + 3, before[2]! + 2, before[3]! + 1]);

    // Several rows in one statement, then the student's account and its jobs deleted.
    await database.db.updateTable('jobs').set({ status: 'closed' }).where('student_id', '=', student.id).where('is_online', '=', true).execute();
    expect(await expectExactCounts()).toEqual([before[0]! + 1, before[1]!, before[2]! + 1, before[3]!]);
    await database.db.deleteFrom('users').where('id', '=', student.id).execute();
    expect(await expectExactCounts()).toEqual(before);
  });

  it('stay exact under concurrent posts and status changes', async () => {
    const { app, database } = testApp;
    const subjects = [await aSubject(database), await aSubject(database)];
    const students = await Promise.all(Array.from({ length: 6 }, aFundedStudent));
    const before = await expectExactCounts();
    const posted = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        aJob(app, students[index % students.length]!, {
          subjects: index % 3 === 0 ? subjects : [subjects[index % 2]!],
          mode: index % 2 === 0 ? ['Online'] : ['At My Place'],
        }),
      ),
    );
    expect((await expectExactCounts())[0]).toBe(before[0]! + 30);

    const owner = (job: Job) => students.find((student) => student.id === job.student.id)!;
    const changes = await Promise.all(
      posted.slice(0, 12).map((job, index) => call(app, owner(job), 'PATCH', `/api/jobs/${job.id}/`, { status: index % 2 === 0 ? 'closed' : 'completed' })),
    );
    expect(changes.map((response) => response.statusCode)).toEqual(Array(12).fill(200));
    expect((await expectExactCounts())[0]).toBe(before[0]! + 18);
  });

  it('answer a search\'s count exactly, whether its one word meets one indexed word or several', async () => {
    const { app, database } = testApp;
    const student = await aFundedStudent();
    // Words of their own, so other tests' jobs never match.
    const tag = `zq${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6)}`;
    const post = (words: string) => aJob(app, student, { description: `Need help with ${words} before the exams.`, mode: ['Online'] });
    const [first] = [await post(`${tag}alpha`), await post(`${tag}alpha`), await post(`${tag}alpha ${tag}beta`), await post(`${tag}beta`)];
    const search = async (q: string, filter = '') => {
      const page = (await call(app, undefined, 'GET', `/api/jobs/?q=${encodeURIComponent(q)}&page=1&page_size=2${filter}`)).json<Page<Job>>();
      const all = (await call(app, undefined, 'GET', `/api/jobs/?q=${encodeURIComponent(q)}${filter}`)).json<Job[]>();
      return { count: page.count, listed: all.length };
    };
    expect(await search(`${tag}alpha`)).toEqual({ count: 3, listed: 3 }); // one word
    expect(await search(`${tag}alp`)).toEqual({ count: 3, listed: 3 }); // the prefix of one word
    expect(await search(`${tag}alpga`)).toEqual({ count: 3, listed: 3 }); // a typo of one word
    expect(await search(tag)).toEqual({ count: 4, listed: 4 }); // the prefix of two words, each job once
    expect(await search(`${tag}alpha ${tag}beta`)).toEqual({ count: 1, listed: 1 });
    expect(await search(`${tag}alpha`, '&type=online')).toEqual({ count: 3, listed: 3 });
    expect(await search(`${tag}gamma`)).toEqual({ count: 0, listed: 0 });
    // Pages of a counted search: each with the whole count, past the last one too.
    const pageOf = async (page: number) => (await call(app, undefined, 'GET', `/api/jobs/?q=${tag}&page=${page}&page_size=3`)).json<Page<Job>>();
    const [one, two, past] = [await pageOf(1), await pageOf(2), await pageOf(3)];
    expect([one.count, two.count, past.count]).toEqual([4, 4, 4]);
    expect([one.results.length, two.results.length, past.results]).toEqual([3, 1, []]);
    expect([...one.results, ...two.results].map((job) => job.id)).toEqual((await call(app, undefined, 'GET', `/api/jobs/?q=${tag}`)).json<Job[]>().map((job) => job.id));

    expect((await call(app, student, 'PATCH', `/api/jobs/${first.id}/`, { status: 'closed' })).statusCode).toBe(200);
    expect(await search(`${tag}alpha`)).toEqual({ count: 2, listed: 2 });
    expect(await jobCountDrift(database)).toEqual([]);
  });
});
