import { REFUND_LEDGER_REASON, type AuditEntry, type Job, type Page, type PointsHistoryEntry, type RemoveJobReply, type Report } from '@tutorium/shared/contracts';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { signAccessToken } from '../../src/core/access-token';
import { bearer } from '../helpers/accounts';
import { TEST_JWT_SECRET, type TestApp } from '../helpers/build-test-app';
import { anAdmin, aStudent, aTutor, balanceAndLedger, buildMarketplaceApp, call, detailOf, jobCountDrift, recordLogin, type TestUser } from '../helpers/marketplace';
import { aContactUnlock, aJobWithTutors, CONTACT_UNLOCK_COST, notificationsOf, refundRows, unlockJob } from './report-fixtures';

let testApp: TestApp;
let admin: TestUser;
let secondAdmin: TestUser;

beforeAll(async () => {
  testApp = await buildMarketplaceApp();
  admin = await anAdmin(testApp.database);
  secondAdmin = await anAdmin(testApp.database);
});

afterAll(async () => {
  await testApp.close();
});

/** A tutor's open report of a job they unlocked (5 points). */
async function aJobReport(): Promise<{ report: Report; job: Job; tutor: TestUser; student: TestUser }> {
  const { job, student, tutors: [tutor] } = await aJobWithTutors(testApp);
  await unlockJob(testApp, tutor!, job.id);
  const response = await call(testApp.app, tutor, 'POST', `/api/jobs/${job.id}/report/`, { reason: 'fake', details: 'Nobody answers.' });
  if (response.statusCode !== 201) throw new Error(`report answered ${response.statusCode}: ${response.body}`);
  return { report: response.json<Report>(), job, tutor: tutor!, student };
}

const resolve = (by: TestUser, reportId: number, action: 'refund' | 'dismiss', reason = 'The job was fake.') =>
  call(testApp.app, by, 'POST', `/api/admin/reports/${reportId}/resolve/`, { action, reason });

const auditOf = async (action: string, targetId: number): Promise<AuditEntry[]> =>
  (await testApp.database.db.selectFrom('admin_audit').selectAll().where('action', '=', action).where('target_id', '=', targetId).execute()).map((row) => ({
    ...(row as unknown as AuditEntry),
    actor_id: row.actor_id === null ? null : Number(row.actor_id),
    changes: (typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes) as Record<string, unknown>,
  }));

describe('the admin report endpoints', () => {
  it('answer only administrators: anonymous 401, student 403, tutor 403, blocked 401, admin 2xx', async () => {
    const { app, database } = testApp;
    const { report, job } = await aJobReport();
    const blockedAdmin = await anAdmin(database);
    await database.db.updateTable('users').set({ is_blocked: true }).where('id', '=', blockedAdmin.id).execute();
    const endpoints: Array<{ method: 'GET' | 'POST'; url: string; body?: unknown; ok: number }> = [
      { method: 'GET', url: '/api/admin/reports/', ok: 200 },
      { method: 'GET', url: '/api/admin/reports/?status=refunded&page=1', ok: 200 },
      { method: 'POST', url: `/api/admin/reports/${report.id}/resolve/`, body: { action: 'dismiss', reason: 'Not enough to go on.' }, ok: 200 },
      { method: 'POST', url: `/api/admin/jobs/${job.id}/remove/`, body: { reason: 'Fake job.' }, ok: 200 },
    ];
    const callers: Array<[string, TestUser | undefined, number, string]> = [
      ['anonymous', undefined, 401, 'not_authenticated'],
      ['student', await aStudent(database), 403, 'permission_denied'],
      ['tutor', await aTutor(database), 403, 'permission_denied'],
      ['blocked admin', blockedAdmin, 401, 'account_blocked'],
    ];
    for (const endpoint of endpoints) {
      for (const [who, user, status, code] of callers) {
        const response = await call(app, user, endpoint.method, endpoint.url, endpoint.body);
        expect([who, endpoint.url, response.statusCode]).toEqual([who, endpoint.url, status]);
        expect(detailOf(response).code).toBe(code);
      }
      const allowed = await call(app, admin, endpoint.method, endpoint.url, endpoint.body);
      expect([endpoint.url, allowed.statusCode, allowed.body]).toEqual([endpoint.url, endpoint.ok, allowed.body]);
    }
    // Nothing the refused callers sent changed anything: the one dismissal is the admin's.
    expect(await auditOf('report.dismiss', report.id)).toHaveLength(1);
  });

  it('needs a recent login of the administrator', async () => {
    const { app, database } = testApp;
    const sessionId = randomUUID();
    const stale = await anAdmin(database);
    await database.db.deleteFrom('refresh_tokens').where('user_id', '=', stale.id).execute();
    await recordLogin(database, stale.id, sessionId, new Date(Date.now() - 13 * 3_600_000));
    const headers = bearer(await signAccessToken(TEST_JWT_SECRET, { userId: stale.id, sessionId }));
    const response = await call(app, { ...stale, headers }, 'GET', '/api/admin/reports/');
    expect(response.statusCode).toBe(403);
    expect(detailOf(response).code).toBe('login_too_old');
  });

  it('lists open reports oldest first and resolved ones newest first', async () => {
    const { app } = testApp;
    const first = (await aJobReport()).report;
    const second = (await aJobReport()).report;
    const open = (await call(app, admin, 'GET', '/api/admin/reports/')).json<Report[]>().map((report) => report.id);
    expect(open.indexOf(first.id)).toBeLessThan(open.indexOf(second.id));
    expect(open.indexOf(first.id)).toBeGreaterThanOrEqual(0);

    await resolve(admin, first.id, 'dismiss');
    await resolve(admin, second.id, 'dismiss');
    const dismissed = (await call(app, admin, 'GET', '/api/admin/reports/?status=dismissed')).json<Report[]>().map((report) => report.id);
    expect(dismissed.indexOf(second.id)).toBeLessThan(dismissed.indexOf(first.id));
    expect((await call(app, admin, 'GET', '/api/admin/reports/')).json<Report[]>().map((report) => report.id)).not.toContain(first.id);
    const page = (await call(app, admin, 'GET', '/api/admin/reports/?status=dismissed&page=1&page_size=1')).json<Page<Report>>();
    expect(page.results).toHaveLength(1);
    expect((await call(app, admin, 'GET', '/api/admin/reports/?status=closed')).statusCode).toBe(400);
  });
});

describe('resolving a report', () => {
  it('refunds exactly the unlock once, into the points history with its note, notifies and audits', async () => {
    const { app, database } = testApp;
    const { report, tutor } = await aJobReport();
    const before = await balanceAndLedger(database, tutor.id);

    const response = await resolve(admin, report.id, 'refund', 'The phone number was fake.');
    expect(response.statusCode).toBe(200);
    expect(response.json<Report>()).toMatchObject({ id: report.id, status: 'refunded', unlock_points: 5, refunded_points: 5, resolution: 'The phone number was fake.', resolved_at: expect.any(String) });
    expect(await balanceAndLedger(database, tutor.id)).toEqual({ balance: before.balance + 5, ledger: before.ledger + 5 });

    const history = (await call(app, tutor, 'GET', '/api/points/history/')).json<PointsHistoryEntry[]>();
    expect(history[0]).toMatchObject({ delta: 5, reason: REFUND_LEDGER_REASON, reference: `job:${report.target_id}`, note: 'The phone number was fake.', balance: before.balance + 5 });

    const again = await resolve(admin, report.id, 'refund');
    expect(again.statusCode).toBe(409);
    expect(detailOf(again).detail).toBe('This report was resolved already.');
    expect(await refundRows(testApp, tutor.id)).toEqual([
      { delta: 5, note: 'The phone number was fake.', idempotency_key: `refund:job-unlock:${report.target_id}:${tutor.id}`, reference: `job:${report.target_id}` },
    ]);

    expect(await notificationsOf(testApp, tutor.id, 'report-resolved')).toEqual([{ report_id: report.id, status: 'refunded', points: 5, reason: 'The phone number was fake.' }]);
    const [audit, ...more] = await auditOf('report.refund', report.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ actor_id: admin.id, actor: admin.username, target_type: 'report', reason: 'The phone number was fake.', changes: { status: ['open', 'refunded'], refunded_points: 5 } });
    const mine = (await call(app, tutor, 'GET', '/api/reports/mine/')).json<Report[]>();
    expect(mine[0]).toMatchObject({ id: report.id, status: 'refunded', refunded_points: 5 });
  });

  it('refunds a contact unlock under its own key', async () => {
    const { app, database } = testApp;
    const { student, tutor } = await aContactUnlock(testApp);
    const report = (await call(app, student, 'POST', `/api/tutors/${tutor.id}/report/`, { reason: 'unreachable' })).json<Report>();
    const before = await balanceAndLedger(database, student.id);
    const response = await resolve(admin, report.id, 'refund', 'The tutor never answered.');
    expect(response.json<Report>()).toMatchObject({ status: 'refunded', refunded_points: CONTACT_UNLOCK_COST });
    expect((await balanceAndLedger(database, student.id)).balance).toBe(before.balance + CONTACT_UNLOCK_COST);
    expect((await refundRows(testApp, student.id)).map((row) => row.idempotency_key)).toEqual([`refund:contact-unlock:${student.id}:${tutor.id}`]);
  });

  it('dismisses with a reason: no points, the reporter told, audited', async () => {
    const { app, database } = testApp;
    const { report, tutor } = await aJobReport();
    const before = await balanceAndLedger(database, tutor.id);
    const response = await resolve(admin, report.id, 'dismiss', 'The student answered our call.');
    expect(response.json<Report>()).toMatchObject({ status: 'dismissed', refunded_points: 0, resolution: 'The student answered our call.' });
    expect(await balanceAndLedger(database, tutor.id)).toEqual(before);
    expect(await notificationsOf(testApp, tutor.id, 'report-resolved')).toEqual([{ report_id: report.id, status: 'dismissed', points: 0, reason: 'The student answered our call.' }]);
    expect(await auditOf('report.dismiss', report.id)).toEqual([expect.objectContaining({ changes: { status: ['open', 'dismissed'], refunded_points: 0 } })]);
    expect((await resolve(admin, report.id, 'refund')).statusCode).toBe(409);
    expect((await call(app, tutor, 'GET', '/api/reports/mine/')).json<Report[]>()[0]).toMatchObject({ status: 'dismissed', resolution: 'The student answered our call.' });
  });

  it('refuses a refund of an unlock nothing was paid for, unknown reports and malformed bodies', async () => {
    const { app, database } = testApp;
    const { student, tutor } = await aContactUnlock(testApp);
    await database.db.deleteFrom('points_ledger').where('idempotency_key', '=', `contact-unlock:${student.id}:${tutor.id}`).execute();
    await sql`update users set points_balance = points_balance + ${CONTACT_UNLOCK_COST} where id = ${student.id}`.execute(database.db);
    const report = (await call(app, student, 'POST', `/api/tutors/${tutor.id}/report/`, { reason: 'fake' })).json<Report>();
    const refused = await resolve(admin, report.id, 'refund');
    expect(refused.statusCode).toBe(409);
    expect(detailOf(refused).detail).toBe('Nothing was paid for this unlock; dismiss it instead.');
    expect((await resolve(admin, report.id, 'dismiss')).statusCode).toBe(200);

    expect((await resolve(admin, 999999999, 'dismiss')).statusCode).toBe(404);
    const open = (await aJobReport()).report;
    for (const body of [{}, { action: 'refund' }, { action: 'ban', reason: 'x' }, { action: 'dismiss', reason: '' }, { action: 'dismiss', reason: 'x'.repeat(501) }]) {
      expect((await call(app, admin, 'POST', `/api/admin/reports/${open.id}/resolve/`, body)).statusCode).toBe(400);
    }
  });

  it('refunds once under 50 concurrent resolves by two administrators', async () => {
    const { database } = testApp;
    const { report, tutor } = await aJobReport();
    const before = await balanceAndLedger(database, tutor.id);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => resolve(index % 2 === 0 ? admin : secondAdmin, report.id, 'refund', `Refund ${index}`)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await refundRows(testApp, tutor.id)).toHaveLength(1);
    expect(await balanceAndLedger(database, tutor.id)).toEqual({ balance: before.balance + 5, ledger: before.ledger + 5 });
    expect(await auditOf('report.refund', report.id)).toHaveLength(1);
    expect(await notificationsOf(testApp, tutor.id, 'report-resolved')).toHaveLength(1);
  });
});

describe('removing a job', () => {
  it('closes it, refunds every tutor who unlocked it once (also one refunded through a report), resolves its open reports, notifies and audits', async () => {
    const { app, database } = testApp;
    const { job, tutors } = await aJobWithTutors(testApp, 4);
    const [reportedRefunded, reportedOpen, silent, late] = tutors as [TestUser, TestUser, TestUser, TestUser];
    const spent: number[] = [];
    for (const tutor of [reportedRefunded, reportedOpen, silent]) spent.push(await unlockJob(testApp, tutor, job.id));
    expect(spent.every((points) => points > 0)).toBe(true);
    const refundedReport = (await call(app, reportedRefunded, 'POST', `/api/jobs/${job.id}/report/`, { reason: 'fake' })).json<Report>();
    const openReport = (await call(app, reportedOpen, 'POST', `/api/jobs/${job.id}/report/`, { reason: 'unreachable' })).json<Report>();
    expect((await resolve(admin, refundedReport.id, 'refund', 'Fake.')).statusCode).toBe(200);
    const balances = await Promise.all(tutors.map((tutor) => balanceAndLedger(database, tutor.id)));
    const nearbyIds = async () =>
      (await call(app, undefined, 'GET', '/api/jobs/nearby/?lat=23.7461&lng=90.3742&radius_km=1')).json<Array<{ id: number }>>().map((nearby) => nearby.id);
    expect(await nearbyIds()).toContain(job.id);

    const response = await call(app, admin, 'POST', `/api/admin/jobs/${job.id}/remove/`, { reason: 'A fake job: the phone belongs to nobody.' });
    expect(response.statusCode).toBe(200);
    expect(response.json<RemoveJobReply>()).toEqual({ job_id: job.id, refunded_tutors: 2, refunded_points: spent[1]! + spent[2]! });

    expect(await balanceAndLedger(database, reportedRefunded.id)).toEqual(balances[0]);
    expect(await balanceAndLedger(database, reportedOpen.id)).toEqual({ balance: balances[1]!.balance + spent[1]!, ledger: balances[1]!.ledger + spent[1]! });
    expect(await balanceAndLedger(database, silent.id)).toEqual({ balance: balances[2]!.balance + spent[2]!, ledger: balances[2]!.ledger + spent[2]! });
    expect(await balanceAndLedger(database, late.id)).toEqual(balances[3]);
    for (const tutor of [reportedRefunded, reportedOpen, silent]) expect(await refundRows(testApp, tutor.id)).toHaveLength(1);
    expect((await refundRows(testApp, silent.id))[0]).toMatchObject({ note: 'A fake job: the phone belongs to nobody.', reference: `job:${job.id}` });

    const reports = (await call(app, admin, 'GET', '/api/admin/reports/?status=refunded')).json<Report[]>();
    expect(reports.find((report) => report.id === openReport.id)).toMatchObject({ status: 'refunded', refunded_points: spent[1], resolution: 'A fake job: the phone belongs to nobody.' });
    expect(reports.find((report) => report.id === refundedReport.id)).toMatchObject({ refunded_points: spent[0], resolution: 'Fake.' });

    expect(await notificationsOf(testApp, reportedOpen.id, 'report-resolved')).toEqual([
      { report_id: openReport.id, status: 'refunded', points: spent[1], reason: 'A fake job: the phone belongs to nobody.' },
    ]);
    // A tutor who never reported it is told the job was removed, and what came back.
    expect(await notificationsOf(testApp, silent.id, 'report-resolved')).toEqual([]);
    expect(await notificationsOf(testApp, silent.id, 'job-removed')).toEqual([{ job_id: job.id, title: job.title, points: spent[2], reason: 'A fake job: the phone belongs to nobody.' }]);
    expect(await notificationsOf(testApp, reportedRefunded.id, 'report-resolved')).toHaveLength(1); // the report's refund only
    expect(await auditOf('job.remove', job.id)).toEqual([
      expect.objectContaining({ actor_id: admin.id, target_type: 'job', reason: 'A fake job: the phone belongs to nobody.', changes: { refunded_tutors: 2, refunded_points: spent[1]! + spent[2]! } }),
    ]);

    // Gone from the list and search, shown closed, and its unlock refused.
    const listed = (await call(app, late, 'GET', '/api/jobs/')).json<Job[]>();
    expect(listed.map((listedJob) => listedJob.id)).not.toContain(job.id);
    const searched = (await call(app, late, 'GET', `/api/jobs/?q=${encodeURIComponent(job.title.split(' ')[0] ?? '')}`)).json<Job[]>();
    expect(searched.map((listedJob) => listedJob.id)).not.toContain(job.id);
    const matched = await call(app, late, 'GET', '/api/jobs/matched_jobs/');
    expect(matched.json<Job[]>().map((listedJob) => listedJob.id)).not.toContain(job.id);
    expect(await nearbyIds()).not.toContain(job.id);
    expect(await jobCountDrift(database)).toEqual([]);
    expect((await call(app, late, 'GET', `/api/jobs/${job.id}/`)).json<Job>()).toMatchObject({ status: 'closed' });
    const unlock = await call(app, late, 'POST', `/api/jobs/${job.id}/unlock/`);
    expect(unlock.statusCode).toBe(409);
    expect(await balanceAndLedger(database, late.id)).toEqual(balances[3]);

    // Once only; and a report refund afterwards credits nothing new.
    const again = await call(app, admin, 'POST', `/api/admin/jobs/${job.id}/remove/`, { reason: 'Again.' });
    expect(again.statusCode).toBe(409);
    expect(detailOf(again).detail).toBe('This job was removed already.');
    expect((await call(app, admin, 'POST', '/api/admin/jobs/999999999/remove/', { reason: 'x' })).statusCode).toBe(404);
    expect((await call(app, admin, 'POST', `/api/admin/jobs/${job.id}/remove/`, {})).statusCode).toBe(400);
  });

  it('a report refunded after the removal credits nothing new', async () => {
    const { app, database } = testApp;
    const { job, tutors: [tutor] } = await aJobWithTutors(testApp, 1);
    await unlockJob(testApp, tutor!, job.id);
    // Reported, then the report is left open and the job removed: the report follows.
    expect((await call(app, admin, 'POST', `/api/admin/jobs/${job.id}/remove/`, { reason: 'Fake.' })).json<RemoveJobReply>()).toMatchObject({ refunded_tutors: 1 });
    const before = await balanceAndLedger(database, tutor!.id);
    // Reporting a removed job is still possible within the window; refunding it gives nothing twice.
    const report = (await call(app, tutor, 'POST', `/api/jobs/${job.id}/report/`, { reason: 'fake' })).json<Report>();
    const refunded = await resolve(admin, report.id, 'refund', 'Refund again?');
    expect(refunded.json<Report>()).toMatchObject({ status: 'refunded', refunded_points: 0 });
    expect(await balanceAndLedger(database, tutor!.id)).toEqual(before);
    expect(await refundRows(testApp, tutor!.id)).toHaveLength(1);
  });
});
