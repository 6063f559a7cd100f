import { GIG_MESSAGES, type BoostReply, type Gig, type PredictedRank, type RankInfo } from '@tutorium/shared/contracts';
import type { TestApp } from '../helpers/build-test-app';
import { aGig, aStudent, aSubject, aTutor, balanceAndLedger, buildMarketplaceApp, call, detailOf, setBalance, type TestUser } from '../helpers/marketplace';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildMarketplaceApp();
});

afterAll(async () => {
  await testApp.close();
});

const rankOf = async (viewer: TestUser, gig: Gig) => (await call(testApp.app, viewer, 'GET', `/api/gigs/${gig.id}/rank/`)).json<RankInfo>();
const predicted = async (viewer: TestUser, gig: Gig, points: number | string) =>
  call(testApp.app, viewer, 'GET', `/api/gigs/${gig.id}/predicted_rank/?points=${points}`);
const boost = (tutor: TestUser, gig: Gig, points: unknown) => call(testApp.app, tutor, 'POST', `/api/gigs/${gig.id}/boost/`, { points });

describe('gig rank', () => {
  it('orders the active gigs of a subject by boost points, then newest first; total counts them', async () => {
    const { app, database } = testApp;
    const subject = await aSubject(database);
    const tutor = await aTutor(database);
    const older = await aGig(app, tutor, { subject, title: 'older' });
    const newer = await aGig(app, tutor, { subject, title: 'newer' });
    await aGig(app, tutor, { subject: await aSubject(database) });
    await aGig(app, tutor, { subject: `Pending ${tutor.id}` });

    expect(await rankOf(tutor, newer)).toEqual({ rank: 1, total: 2, subject });
    expect(await rankOf(tutor, older)).toEqual({ rank: 2, total: 2, subject });

    await setBalance(database, tutor.id, 10);
    const boosted = await boost(tutor, older, 2);
    expect(boosted.statusCode).toBe(200);
    expect(boosted.json<BoostReply>()).toEqual({ rank: 1, total: 2, subject, points_spent: 2, balance: 8 });
    expect(await rankOf(tutor, newer)).toEqual({ rank: 2, total: 2, subject });
    // Equal points: the newer gig goes first again.
    await boost(tutor, newer, 2);
    expect(await rankOf(tutor, newer)).toMatchObject({ rank: 1 });
    expect(await balanceAndLedger(database, tutor.id)).toEqual({ balance: 6, ledger: 6 });
  });

  it('predicts the rank for N more points in the same order, without spending anything', async () => {
    const { app, database } = testApp;
    const subject = await aSubject(database);
    const tutor = await aTutor(database);
    await setBalance(database, tutor.id, 20);
    const gigs: Gig[] = [];
    for (let index = 0; index < 4; index += 1) gigs.push(await aGig(app, tutor, { subject }));
    const [first, second, third, mine] = gigs as [Gig, Gig, Gig, Gig];
    await boost(tutor, first, 5);
    await boost(tutor, second, 3);
    await boost(tutor, third, 3);
    // mine: 0 points, newest; third and second: 3 points (third newer); first: 5 points.
    expect(await rankOf(tutor, mine)).toEqual({ rank: 4, total: 4, subject });
    const expectations: Array<[number, number]> = [[0, 4], [2, 4], [3, 2], [4, 2], [5, 1], [6, 1]];
    for (const [points, rank] of expectations) {
      expect((await predicted(tutor, mine, points)).json<PredictedRank>()).toEqual({ predicted_rank: rank, total: 4 });
    }
    expect((await predicted(await aStudent(database), mine, 3)).json<PredictedRank>()).toEqual({ predicted_rank: 2, total: 4 });
    expect(await balanceAndLedger(database, tutor.id)).toEqual({ balance: 9, ledger: 9 });
    await boost(tutor, mine, 3);
    expect(await rankOf(tutor, mine)).toEqual({ rank: 2, total: 4, subject });
  });

  it('refuses bad predicted-rank points with 400', async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    const gig = await aGig(app, tutor, { subject: await aSubject(database) });
    for (const points of ['-1', 'abc', '1.5', '', '99999999999']) {
      const response = await predicted(tutor, gig, points);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['points']);
    }
    expect((await call(app, tutor, 'GET', `/api/gigs/${gig.id}/predicted_rank/`)).json()).toEqual({ points: ['This field is required.'] });
  });

  it('is not available for a pending gig (409 with the spec text), nor for an unknown one (404)', async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    const pending = await aGig(app, tutor, { subject: `Unapproved ${tutor.id}` });
    for (const url of [`/api/gigs/${pending.id}/rank/`, `/api/gigs/${pending.id}/predicted_rank/?points=1`]) {
      const response = await call(app, tutor, 'GET', url);
      expect(response.statusCode).toBe(409);
      expect(detailOf(response)).toEqual({ detail: GIG_MESSAGES.pending, code: 'gig_not_active' });
    }
    const refused = await boost(tutor, pending, 1);
    expect(refused.statusCode).toBe(409);
    expect((await call(app, tutor, 'GET', '/api/gigs/987654321/rank/')).statusCode).toBe(404);
    expect(await balanceAndLedger(database, tutor.id)).toEqual({ balance: 5, ledger: 5 });
  });
});

describe('boosting', () => {
  it('refuses points that are not a whole number from 1 to the balance, and charges nothing', async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    const gig = await aGig(app, tutor, { subject: await aSubject(database) });
    const invalid: Array<[unknown, string]> = [
      [0, 'Ensure this value is greater than or equal to 1.'],
      [-3, 'Ensure this value is greater than or equal to 1.'],
      [1.5, 'A valid integer is required.'],
      ['3 points', 'A valid integer is required.'],
      ['1e400', 'A valid integer is required.'],
      ['', 'A valid integer is required.'],
      [null, 'A valid integer is required.'],
      [undefined, 'This field is required.'],
      [1e12, 'Ensure this value is less than or equal to 1000000.'],
    ];
    for (const [points, message] of invalid) {
      const response = await boost(tutor, gig, points);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ points: [message] });
    }
    const overBalance = await boost(tutor, gig, 6);
    expect(overBalance.statusCode).toBe(402);
    expect(detailOf(overBalance).code).toBe('insufficient_points');
    const malformed = await app.inject({
      method: 'POST',
      url: `/api/gigs/${gig.id}/boost/`,
      headers: { ...tutor.headers, 'content-type': 'application/json' },
      payload: '{points: 1}',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await balanceAndLedger(database, tutor.id)).toEqual({ balance: 5, ledger: 5 });
    const stored = await database.db.selectFrom('gigs').select('boost_points').where('id', '=', gig.id).executeTakeFirstOrThrow();
    expect(stored.boost_points).toBe(0);
  });

  it("is for the gig's owner only", async () => {
    const { app, database } = testApp;
    const owner = await aTutor(database);
    const gig = await aGig(app, owner, { subject: await aSubject(database) });
    const other = await aTutor(database);
    const refused = await boost(other, gig, 1);
    expect(refused.statusCode).toBe(403);
    expect(await balanceAndLedger(database, other.id)).toEqual({ balance: 5, ledger: 5 });
    expect((await call(app, undefined, 'POST', `/api/gigs/${gig.id}/boost/`, { points: 1 })).statusCode).toBe(401);
  });

  it('spends each point exactly once under 50 parallel boosts: 10 succeed on a balance of 10', async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    const gig = await aGig(app, tutor, { subject: await aSubject(database) });
    await setBalance(database, tutor.id, 10);
    const responses = await Promise.all(Array.from({ length: 50 }, () => boost(tutor, gig, 1)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 402)).toHaveLength(40);
    expect(await balanceAndLedger(database, tutor.id)).toEqual({ balance: 0, ledger: 0 });
    const stored = await database.db.selectFrom('gigs').select('boost_points').where('id', '=', gig.id).executeTakeFirstOrThrow();
    expect(stored.boost_points).toBe(10);
    const ledgerBoosts = await database.db.selectFrom('points_ledger').select('delta').where('user_id', '=', tutor.id).where('reason', '=', 'gig-boost').execute();
    expect(ledgerBoosts).toHaveLength(10);
  });
});
