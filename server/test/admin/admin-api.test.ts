import type { AdminSubject, AdminUser, Gig, MergeSubjectReply, RankInfo, Subject } from '@tutorium/shared/contracts';
import { bearer, post, signedInUser } from '../helpers/accounts';
import type { TestApp } from '../helpers/build-test-app';
import { aGig, anAdmin, aStudent, aSubject, aTutor, buildMarketplaceApp, call, detailOf, gigForm, rankCountDrift, setBalance, type TestUser } from '../helpers/marketplace';

let testApp: TestApp;
let admin: TestUser;

beforeAll(async () => {
  testApp = await buildMarketplaceApp();
  admin = await anAdmin(testApp.database);
});

afterAll(async () => {
  await testApp.close();
});

const activeSubjectNames = async () => (await call(testApp.app, undefined, 'GET', '/api/subjects/')).json<Subject[]>().map((subject) => subject.name);
const subjectIdOf = async (name: string) => {
  const row = await testApp.database.db.selectFrom('subjects').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return Number(row.id);
};
const gigAs = async (viewer: TestUser, gig: Gig) => call(testApp.app, viewer, 'GET', `/api/gigs/${gig.id}/`);

describe('the admin API', () => {
  it('is for administrators only: 401 without a session, 403 for members', async () => {
    const { app, database } = testApp;
    const urls: Array<['GET' | 'POST', string]> = [
      ['GET', '/api/admin/subjects/pending/'],
      ['POST', '/api/admin/subjects/1/approve/'],
      ['POST', '/api/admin/subjects/1/deactivate/'],
      ['POST', '/api/admin/subjects/1/merge/'],
      ['POST', '/api/admin/users/1/block/'],
      ['POST', '/api/admin/users/1/unblock/'],
    ];
    for (const member of [await aTutor(database), await aStudent(database)]) {
      for (const [method, url] of urls) {
        const response = await call(app, member, method, url, method === 'POST' ? { into: 2, reason: 'x' } : undefined);
        expect(response.statusCode).toBe(403);
        expect(detailOf(response).code).toBe('permission_denied');
      }
    }
    for (const [method, url] of urls) expect((await call(app, undefined, method, url)).statusCode).toBe(401);
  });

  it('lists pending subjects and approves one: its gigs become active and rankable', async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    const name = `Esperanto ${tutor.id}`;
    const gig = await aGig(app, tutor, { subject: name });
    const pending = (await call(app, admin, 'GET', '/api/admin/subjects/pending')).json<AdminSubject[]>();
    const listed = pending.find((subject) => subject.name === name);
    expect(listed).toEqual({ id: expect.any(Number), name, is_active: false, merged_into: null, gig_count: 1, created_at: expect.any(String) });

    const approved = await call(app, admin, 'POST', `/api/admin/subjects/${listed?.id}/approve/`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json<AdminSubject>()).toMatchObject({ name, is_active: true });
    expect((await gigAs(tutor, gig)).json<Gig>()).toMatchObject({ status: 'active', subject_active: true });
    expect(await activeSubjectNames()).toContain(name);
    expect((await call(app, tutor, 'GET', `/api/gigs/${gig.id}/rank/`)).json<RankInfo>()).toEqual({ rank: 1, total: 1, subject: name });
    const stillPending = (await call(app, admin, 'GET', '/api/admin/subjects/pending')).json<AdminSubject[]>();
    expect(stillPending.map((subject) => subject.name)).not.toContain(name);
  });

  it('merges a subject into another: its gigs follow, and its name leads there afterwards', async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    const target = await aSubject(database);
    const typo = `Mathematcs ${tutor.id}`;
    const gigs = [await aGig(app, tutor, { subject: typo }), await aGig(app, tutor, { subject: typo })];
    const [typoId, targetId] = [await subjectIdOf(typo), await subjectIdOf(target)];

    const merged = await call(app, admin, 'POST', `/api/admin/subjects/${typoId}/merge/`, { into: targetId });
    expect(merged.statusCode).toBe(200);
    expect(merged.json<MergeSubjectReply>()).toMatchObject({
      merged: { id: typoId, is_active: false, merged_into: targetId },
      into: { id: targetId, name: target, is_active: true },
      moved_gigs: 2,
    });
    for (const gig of gigs) expect((await gigAs(tutor, gig)).json<Gig>()).toMatchObject({ subject: target, status: 'active' });
    expect((await aGig(app, tutor, { subject: typo.toUpperCase() })).subject).toBe(target);

    const again = await call(app, admin, 'POST', `/api/admin/subjects/${typoId}/approve/`);
    expect(again.statusCode).toBe(409);
    expect((await call(app, admin, 'POST', `/api/admin/subjects/${targetId}/merge/`, { into: targetId })).statusCode).toBe(409);
    expect((await call(app, admin, 'POST', `/api/admin/subjects/${targetId}/merge/`, { into: typoId })).statusCode).toBe(409);
    expect((await call(app, admin, 'POST', `/api/admin/subjects/${typoId}/merge/`, { into: 987654321 })).statusCode).toBe(404);
    expect((await call(app, admin, 'POST', `/api/admin/subjects/${typoId}/merge/`, { into: 'maths' })).json()).toEqual({
      into: ['A valid integer is required.'],
    });
    expect((await call(app, admin, 'POST', '/api/admin/subjects/abc/approve/')).statusCode).toBe(404);
  });

  it('deactivates a subject: it leaves the offer and its gigs become pending', async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    const name = await aSubject(database);
    const gig = await aGig(app, tutor, { subject: name });
    const response = await call(app, admin, 'POST', `/api/admin/subjects/${await subjectIdOf(name)}/deactivate/`);
    expect(response.json<AdminSubject>()).toMatchObject({ name, is_active: false });
    expect(await activeSubjectNames()).not.toContain(name);
    expect((await gigAs(tutor, gig)).json<Gig>()).toMatchObject({ status: 'pending' });
    expect((await call(app, tutor, 'GET', `/api/gigs/${gig.id}/rank/`)).statusCode).toBe(409);
  });
});

describe('blocking a user', () => {
  it('ends their sessions at once and takes their gigs out of every listing; unblocking brings the gigs back', async () => {
    const { app, database } = testApp;
    const { data, session } = await signedInUser(app, { user_type: 'tutor' });
    const blockedTutor: TestUser = { id: session.userId, username: '', headers: bearer(session.access) };
    const subject = await aSubject(database);
    const gig = await aGig(app, blockedTutor, { subject });
    const rival = await aTutor(database);
    const rivalGig = await aGig(app, rival, { subject });
    expect((await call(app, rival, 'GET', `/api/gigs/${rivalGig.id}/rank/`)).json<RankInfo>().total).toBe(2);

    const blocked = await call(app, admin, 'POST', `/api/admin/users/${session.userId}/block/`, { reason: 'Asked students for payment outside the site' });
    expect(blocked.json<AdminUser>()).toMatchObject({ id: session.userId, user_type: 'tutor', role: 'member', is_blocked: true });

    for (const url of ['/api/gigs/', '/api/users/me/', '/api/points/']) {
      const refused = await call(app, blockedTutor, 'GET', url);
      expect(refused.statusCode).toBe(401);
      expect(detailOf(refused)).toEqual({ detail: 'This account has been blocked.', code: 'account_blocked' });
    }
    const refreshed = await post(app, '/api/auth/token/refresh/', undefined, { cookie: `tutorium_refresh=${session.refresh}` });
    expect(refreshed.statusCode).toBe(401);
    // Nor can they sign in again, even with the right password.
    const loggedIn = await post(app, '/api/auth/login/', { username: data.username, password: data.password });
    expect(loggedIn.statusCode).toBe(401);
    expect(detailOf(loggedIn)).toEqual({ detail: 'This account has been blocked.', code: 'account_blocked' });
    expect((await gigAs(rival, gig)).statusCode).toBe(404);
    expect((await call(app, rival, 'GET', `/api/gigs/${rivalGig.id}/rank/`)).json<RankInfo>()).toEqual({ rank: 1, total: 1, subject });

    const unblocked = await call(app, admin, 'POST', `/api/admin/users/${session.userId}/unblock`, { reason: 'Appeal accepted' });
    expect(unblocked.json<AdminUser>().is_blocked).toBe(false);
    expect((await gigAs(rival, gig)).statusCode).toBe(200);
    expect((await call(app, rival, 'GET', `/api/gigs/${rivalGig.id}/rank/`)).json<RankInfo>().total).toBe(2);
  });

  it('refuses to block oneself or an unknown user', async () => {
    const { app } = testApp;
    const self = await call(app, admin, 'POST', `/api/admin/users/${admin.id}/block/`, { reason: 'test' });
    expect(self.statusCode).toBe(409);
    expect((await call(app, admin, 'GET', '/api/points/')).statusCode).toBe(200);
    expect((await call(app, admin, 'POST', '/api/admin/users/987654321/block/', { reason: 'test' })).statusCode).toBe(404);
  });
});

describe('the rank counts', () => {
  it('stay equal to a recount of listed gigs through creation, edits, boosts, blocks and merges', async () => {
    const { app, database } = testApp;
    const [first, second] = [await aTutor(database), await aTutor(database)];
    const [subject, other] = [await aSubject(database), await aSubject(database)];
    await setBalance(database, first.id, 20);
    const gigs = [await aGig(app, first, { subject }), await aGig(app, first, { subject }), await aGig(app, second, { subject: other })];
    const steps = [
      await call(app, first, 'POST', `/api/gigs/${gigs[0]?.id}/boost/`, { points: 3 }),
      await call(app, first, 'PUT', `/api/gigs/${gigs[1]?.id}/`, gigForm({ subject: other })),
      await call(app, admin, 'POST', `/api/admin/users/${second.id}/block/`, { reason: 'Spam gigs' }),
      await call(app, admin, 'POST', `/api/admin/subjects/${await subjectIdOf(other)}/merge/`, { into: await subjectIdOf(subject) }),
      await call(app, admin, 'POST', `/api/admin/users/${second.id}/unblock/`, { reason: 'Cleaned up' }),
      await call(app, first, 'POST', `/api/gigs/${gigs[1]?.id}/boost/`, { points: 3 }),
    ];
    expect(steps.map((step) => step.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);

    expect(await rankCountDrift(database)).toEqual([]);
    const ranks = await Promise.all(gigs.map(async (gig) => (await call(app, first, 'GET', `/api/gigs/${gig.id}/rank/`)).json<RankInfo>()));
    expect(ranks.map((rank) => [rank.rank, rank.total])).toEqual([[2, 3], [1, 3], [3, 3]]);
  });
});
