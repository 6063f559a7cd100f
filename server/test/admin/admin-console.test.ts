import type { AdminStats, AdminSubject, AdminUserDetail, AdminUserRow, AuditEntry, Page, UserNotification } from '@tutorium/shared/contracts';
import { sql } from 'kysely';
import { bearer, signedInUser } from '../helpers/accounts';
import type { TestApp } from '../helpers/build-test-app';
import { aJobWithTutors, unlockJob } from '../reports/report-fixtures';
import { aGig, anAdmin, aJob, aStudent, aTutor, buildMarketplaceApp, call, detailOf, jobCountDrift, recordLogin, type TestUser } from '../helpers/marketplace';

let testApp: TestApp;
let admin: TestUser;

beforeAll(async () => {
  testApp = await buildMarketplaceApp();
  admin = await anAdmin(testApp.database);
});

afterAll(async () => {
  await testApp.close();
});

const subjectIdOf = async (name: string) =>
  Number((await testApp.database.db.selectFrom('subjects').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id);
const auditOf = async (query: string) => (await call(testApp.app, admin, 'GET', `/api/admin/audit/?page=1${query}`)).json<Page<AuditEntry>>();

describe('the administration endpoints', () => {
  const endpoints: Array<['GET' | 'POST', string, unknown?]> = [
    ['GET', '/api/admin/stats/'],
    ['GET', '/api/admin/users/?q=a'],
    ['GET', '/api/admin/users/1/'],
    ['GET', '/api/admin/audit/'],
    ['GET', '/api/admin/subjects/pending/'],
    ['POST', '/api/admin/subjects/1/approve/'],
    ['POST', '/api/admin/subjects/1/reject/', { reason: 'Not a subject' }],
    ['POST', '/api/admin/subjects/1/merge/', { into: 2 }],
    ['POST', '/api/admin/users/1/block/', { reason: 'Spam' }],
    ['POST', '/api/admin/users/1/unblock/', { reason: 'Appeal' }],
  ];

  it('answer 401 to anonymous callers, 403 to students and tutors, 401 to a blocked administrator', async () => {
    const { app, database } = testApp;
    const blockedAdmin = await anAdmin(database);
    await database.db.updateTable('users').set({ is_blocked: true }).where('id', '=', blockedAdmin.id).execute();
    const [student, tutor] = [await aStudent(database), await aTutor(database)];
    for (const [method, url, body] of endpoints) {
      expect([url, (await call(app, undefined, method, url, body)).statusCode]).toEqual([url, 401]);
      for (const member of [student, tutor]) {
        const refused = await call(app, member, method, url, body);
        expect([url, refused.statusCode, detailOf(refused).code]).toEqual([url, 403, 'permission_denied']);
      }
      const blocked = await call(app, blockedAdmin, method, url, body);
      expect([url, blocked.statusCode, detailOf(blocked).code]).toEqual([url, 401, 'account_blocked']);
    }
  });

  it('need a login younger than 12 hours: an older session is told to log in again, whatever it asks', async () => {
    const { app, database } = testApp;
    const { data, session } = await signedInUser(app, { user_type: 'student' });
    await database.db.updateTable('users').set({ role: 'admin' }).where('id', '=', session.userId).execute();
    const fresh: TestUser = { id: session.userId, username: data.username, headers: bearer(session.access) };
    expect((await call(app, fresh, 'GET', '/api/admin/stats/')).statusCode).toBe(200);

    // The same administrator, with a session that logged in 13 hours ago.
    const stale = await anAdmin(database);
    await database.db.deleteFrom('refresh_tokens').where('user_id', '=', stale.id).execute();
    const { randomUUID } = await import('node:crypto');
    const { signAccessToken } = await import('../../src/core/access-token');
    const { TEST_JWT_SECRET } = await import('../helpers/build-test-app');
    const oldSession = randomUUID();
    await recordLogin(database, stale.id, oldSession, new Date(Date.now() - 13 * 3_600_000));
    const oldToken: TestUser = { ...stale, headers: bearer(await signAccessToken(TEST_JWT_SECRET, { userId: stale.id, sessionId: oldSession })) };
    for (const [method, url, body] of endpoints) {
      const refused = await call(app, oldToken, method, url, body);
      expect([url, refused.statusCode, detailOf(refused).code]).toEqual([url, 403, 'login_too_old']);
    }
    // Member routes do not care how old the login is.
    expect((await call(app, oldToken, 'GET', '/api/points/')).statusCode).toBe(200);
  });

  it('refuse a reason that is missing, blank or too long, and unknown fields', async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 7 }, { reason: 'ok', extra: 1 }]) {
      const refused = await call(app, admin, 'POST', `/api/admin/users/${tutor.id}/block/`, body);
      expect(refused.statusCode).toBe(400);
    }
    expect((await call(app, tutor, 'GET', '/api/points/')).statusCode).toBe(200);
  });
});

describe('rejecting a subject', () => {
  it('takes it out of the queue, tells each of its tutors why, keeps their gigs pending, and is audited', async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    const name = `Astrology ${tutor.id}`;
    const gig = await aGig(app, tutor, { subject: name });
    const id = await subjectIdOf(name);

    const rejected = await call(app, admin, 'POST', `/api/admin/subjects/${id}/reject/`, { reason: 'Not a subject we teach' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<AdminSubject>()).toMatchObject({ name, is_active: false });
    const queue = (await call(app, admin, 'GET', '/api/admin/subjects/pending/')).json<AdminSubject[]>();
    expect(queue.map((subject) => subject.id)).not.toContain(id);
    expect((await call(app, tutor, 'GET', `/api/gigs/${gig.id}/`)).json<{ status: string }>().status).toBe('pending');

    const notifications = (await call(app, tutor, 'GET', '/api/notifications/')).json<UserNotification[]>();
    expect(notifications[0]).toMatchObject({ type: 'subject-rejected', payload: { subject_id: id, name, reason: 'Not a subject we teach' } });
    expect((await auditOf(`&action=subject.reject`)).results[0]).toMatchObject({
      actor_id: admin.id,
      actor: admin.username,
      target_type: 'subject',
      target_id: id,
      reason: 'Not a subject we teach',
      changes: { state: ['pending', 'rejected'], tutors_told: 1 },
    });

    // Twice is refused; an approval later still works and lifts the rejection.
    expect((await call(app, admin, 'POST', `/api/admin/subjects/${id}/reject/`, { reason: 'again' })).statusCode).toBe(409);
    expect((await call(app, admin, 'POST', `/api/admin/subjects/${id}/approve/`)).json<AdminSubject>().is_active).toBe(true);
    expect((await call(app, admin, 'POST', `/api/admin/subjects/${id}/reject/`, { reason: 'too late' })).statusCode).toBe(409);
  });
});

describe('the overview', () => {
  it('counts accounts, and today\'s sign-ups, jobs and unlocks, with 30 days of series and the queues', async () => {
    const { app, database } = testApp;
    const before = (await call(app, admin, 'GET', '/api/admin/stats/')).json<AdminStats>();
    const student = await aStudent(database);
    const tutor = await aTutor(database, '+8801712345678');
    await aGig(app, tutor, { subject: `Overview ${tutor.id}` });
    await aJob(app, student);
    const after = (await call(app, admin, 'GET', '/api/admin/stats/')).json<AdminStats>();

    expect(after.days).toHaveLength(30);
    expect(after.days.at(-1)?.day).toBe(new Date().toISOString().slice(0, 10));
    const [today, todayBefore] = [after.days.at(-1), before.days.at(-1)];
    expect(today?.signups).toBe((todayBefore?.signups ?? 0) + 2);
    expect(today?.jobs_posted).toBe((todayBefore?.jobs_posted ?? 0) + 1);
    expect(after.users.students).toBe(before.users.students + 1);
    expect(after.users.tutors).toBe(before.users.tutors + 1);
    expect(after.queues.pending_subjects).toBe(before.queues.pending_subjects + 1);
  });
});

describe('users', () => {
  it('are found by part of their username or e-mail, any case, and shown with everything they did', async () => {
    const { app, database } = testApp;
    const student = await aStudent(database);
    const job = await aJob(app, student);
    const email = (await database.db.selectFrom('users').select('email').where('id', '=', student.id).executeTakeFirstOrThrow()).email;

    const byName = (await call(app, admin, 'GET', `/api/admin/users/?page=1&q=${encodeURIComponent(student.username.toUpperCase())}`)).json<Page<AdminUserRow>>();
    expect(byName.results.map((row) => row.id)).toEqual([student.id]);
    const byEmail = (await call(app, admin, 'GET', `/api/admin/users/?q=${encodeURIComponent(email.split('@')[0] ?? '')}`)).json<AdminUserRow[]>();
    expect(byEmail.map((row) => row.id)).toContain(student.id);
    // LIKE's wildcards are plain characters here.
    expect((await call(app, admin, 'GET', '/api/admin/users/?q=%25%25')).json<AdminUserRow[]>()).toEqual([]);

    const detail = await call(app, admin, 'GET', `/api/admin/users/${student.id}/`);
    expect(detail.statusCode).toBe(200);
    const page = detail.json<AdminUserDetail>();
    expect(page.user).toMatchObject({ id: student.id, username: student.username, email, user_type: 'student', is_blocked: false });
    expect(page.jobs).toEqual([{ id: job.id, title: job.title, status: 'open', created_at: expect.any(String) }]);
    expect(page.points_history.map((row) => row.reason)).toEqual(['job-post', 'welcome-grant']);
    expect(page.verification).toBeNull();

    expect((await call(app, admin, 'GET', '/api/admin/users/987654321/')).statusCode).toBe(404);
    expect((await call(app, admin, 'GET', '/api/admin/users/abc/')).statusCode).toBe(404);
  });

  it("show a tutor's unlocks and reports, and the job owner's reports about their jobs", async () => {
    const { app } = testApp;
    const { job, student, tutors } = await aJobWithTutors(testApp);
    const tutor = tutors[0] as TestUser;
    const paid = await unlockJob(testApp, tutor, job.id);
    expect((await call(app, tutor, 'POST', `/api/jobs/${job.id}/report/`, { reason: 'fake' })).statusCode).toBe(201);

    const tutorPage = (await call(app, admin, 'GET', `/api/admin/users/${tutor.id}/`)).json<AdminUserDetail>();
    expect(tutorPage.unlocks).toEqual([{ kind: 'job', target_id: job.id, target_name: job.title, points: paid, created_at: expect.any(String) }]);
    expect(tutorPage.reports).toEqual([expect.objectContaining({ kind: 'job', target_id: job.id, reason: 'fake', status: 'open', unlock_points: paid })]);
    expect(tutorPage.gigs).toHaveLength(1);
    expect(tutorPage.verification).toBeNull();
    const studentPage = (await call(app, admin, 'GET', `/api/admin/users/${student.id}/`)).json<AdminUserDetail>();
    expect(studentPage.reports.map((report) => report.target_id)).toEqual([job.id]);
  });

  it("blocking a student takes their open jobs out of every list and off unlocking; unblocking brings back those, not the ones they closed", async () => {
    const { app, database } = testApp;
    const { job, student, tutors } = await aJobWithTutors(testApp);
    const closed = await aJob(app, student);
    expect((await call(app, student, 'PATCH', `/api/jobs/${closed.id}/`, { status: 'closed' })).statusCode).toBe(200);
    const tutor = tutors[0] as TestUser;
    const listed = async () => (await call(app, tutor, 'GET', '/api/jobs/?page=1&page_size=100')).json<Page<{ id: number }>>().results.map((row) => row.id);
    expect(await listed()).toContain(job.id);

    expect((await call(app, admin, 'POST', `/api/admin/users/${student.id}/block/`, { reason: 'Fake jobs' })).statusCode).toBe(200);
    expect(await listed()).not.toContain(job.id);
    expect((await call(app, tutor, 'POST', `/api/jobs/${job.id}/unlock/`)).statusCode).toBe(409);
    expect(await jobCountDrift(database)).toEqual([]);

    expect((await call(app, admin, 'POST', `/api/admin/users/${student.id}/unblock/`, { reason: 'Appeal accepted' })).statusCode).toBe(200);
    expect(await listed()).toContain(job.id);
    const statusOf = async (id: number) => (await database.db.selectFrom('jobs').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    expect([await statusOf(job.id), await statusOf(closed.id)]).toEqual(['open', 'closed']);
    expect(await jobCountDrift(database)).toEqual([]);
  });

  it('blocking twice is refused, and each block and unblock is in the audit log with its reason', async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    expect((await call(app, admin, 'POST', `/api/admin/users/${tutor.id}/block/`, { reason: 'Fake reviews' })).statusCode).toBe(200);
    expect((await call(app, admin, 'POST', `/api/admin/users/${tutor.id}/block/`, { reason: 'Fake reviews' })).statusCode).toBe(409);
    expect((await call(app, admin, 'POST', `/api/admin/users/${tutor.id}/unblock/`, { reason: 'Appeal accepted' })).statusCode).toBe(200);
    const log = await auditOf(`&actor=${admin.username}`);
    const mine = log.results.filter((entry) => entry.target_id === tutor.id);
    expect(mine.map((entry) => [entry.action, entry.reason, entry.changes])).toEqual([
      ['user.unblock', 'Appeal accepted', { is_blocked: [true, false] }],
      ['user.block', 'Fake reviews', { is_blocked: [false, true] }],
    ]);
  });
});

describe('the audit log', () => {
  it('is paged newest first, filtered by actor and action, and cannot be rewritten or erased', async () => {
    const { app, database } = testApp;
    const other = await anAdmin(database);
    const tutor = await aTutor(database);
    await call(app, other, 'POST', `/api/admin/users/${tutor.id}/block/`, { reason: 'one' });
    await call(app, other, 'POST', `/api/admin/users/${tutor.id}/unblock/`, { reason: 'two' });

    const byOther = (await call(app, admin, 'GET', `/api/admin/audit/?page=1&page_size=1&actor=${other.username}`)).json<Page<AuditEntry>>();
    expect(byOther.count).toBe(2);
    expect(byOther.results.map((entry) => entry.reason)).toEqual(['two']);
    expect(byOther.next).toContain('page=2');
    const blocks = (await call(app, admin, 'GET', `/api/admin/audit/?actor=${other.username}&action=user.block`)).json<AuditEntry[]>();
    expect(blocks.map((entry) => entry.reason)).toEqual(['one']);
    expect((await call(app, admin, 'GET', '/api/admin/audit/?action=user.explode')).statusCode).toBe(400);

    await expect(sql`update admin_audit set reason = 'edited'`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from admin_audit`.execute(database.db)).rejects.toThrow(/append-only/);
    expect((await call(app, admin, 'GET', `/api/admin/audit/?actor=${other.username}`)).json<AuditEntry[]>()).toHaveLength(2);
  });
});
