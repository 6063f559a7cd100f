import type { Page, UserNotification } from '@tutorium/shared/contracts';
import type { TestApp } from '../helpers/build-test-app';
import { aGig, anAdmin, aStudent, aTutor, buildMarketplaceApp, call, type TestUser } from '../helpers/marketplace';
import { notify, notifyUser } from '../../src/notifications/notifications.service';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildMarketplaceApp();
});

afterAll(async () => {
  await testApp.close();
});

/** A user with `count` notifications, the newest last ("Notification 1" is the oldest). */
async function aUserWithNotifications(count: number): Promise<TestUser> {
  const user = await aTutor(testApp.database);
  for (let index = 1; index <= count; index += 1) {
    await notifyUser(testApp.database.db, user.id, { type: 'job-posted', message: `Notification ${index}`, payload: { job_id: index, title: `Job ${index}` } });
  }
  return user;
}

const messagesOf = (list: UserNotification[]) => list.map((notification) => notification.message);

describe('GET /api/notifications/', () => {
  it('lists only the caller\'s notifications, newest first: an array without page, a DRF page with it', async () => {
    const { app } = testApp;
    const user = await aUserWithNotifications(3);
    await aUserWithNotifications(2);

    const list = await call(app, user, 'GET', '/api/notifications/');
    expect(list.statusCode).toBe(200);
    expect(messagesOf(list.json<UserNotification[]>())).toEqual(['Notification 3', 'Notification 2', 'Notification 1']);
    expect(list.json<UserNotification[]>()[0]).toEqual({
      id: expect.any(Number),
      message: 'Notification 3',
      is_read: false,
      created_at: expect.any(String),
      type: 'job-posted',
      payload: { job_id: 3, title: 'Job 3' },
    });

    const page = await call(app, user, 'GET', '/api/notifications/?page=1&page_size=2');
    const body = page.json<Page<UserNotification>>();
    expect(body).toMatchObject({ count: 3, next: '/api/notifications/?page=2&page_size=2', previous: null });
    expect(messagesOf(body.results)).toEqual(['Notification 3', 'Notification 2']);
    const second = await call(app, user, 'GET', '/api/notifications?page=2&page_size=2');
    expect(messagesOf(second.json<Page<UserNotification>>().results)).toEqual(['Notification 1']);
  });

  it('answers 401 without a token and 400 on bad paging', async () => {
    const { app } = testApp;
    expect((await call(app, undefined, 'GET', '/api/notifications/')).statusCode).toBe(401);
    expect((await call(app, undefined, 'GET', '/api/notifications/unread/')).statusCode).toBe(401);
    expect((await call(app, undefined, 'POST', '/api/notifications/mark-read/')).statusCode).toBe(401);
    const user = await aStudent(testApp.database);
    const bad = await call(app, user, 'GET', '/api/notifications/?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('page');
  });
});

describe('GET /api/notifications/unread/ and POST /api/notifications/mark-read/', () => {
  it('marks all the caller\'s notifications read, leaving other users\' alone', async () => {
    const { app } = testApp;
    const [user, other] = [await aUserWithNotifications(2), await aUserWithNotifications(2)];

    expect(messagesOf((await call(app, user, 'GET', '/api/notifications/unread/')).json<UserNotification[]>())).toEqual(['Notification 2', 'Notification 1']);
    const marked = await call(app, user, 'POST', '/api/notifications/mark-read/');
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ marked: 2, unread_count: 0 });
    expect((await call(app, user, 'GET', '/api/notifications/unread/')).json()).toEqual([]);
    expect((await call(app, user, 'GET', '/api/notifications/')).json<UserNotification[]>().every((notification) => notification.is_read)).toBe(true);
    expect((await call(app, other, 'GET', '/api/notifications/unread/')).json()).toHaveLength(2);
    expect((await call(app, user, 'GET', '/api/notifications/unread/?page=1')).json()).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('marks only the given ids, and another user\'s ids change nothing', async () => {
    const { app } = testApp;
    const [user, other] = [await aUserWithNotifications(2), await aUserWithNotifications(1)];
    const [newest] = (await call(app, user, 'GET', '/api/notifications/unread/')).json<UserNotification[]>();
    const [foreign] = (await call(app, other, 'GET', '/api/notifications/unread/')).json<UserNotification[]>();

    const marked = await call(app, user, 'POST', '/api/notifications/mark-read/', { ids: [newest?.id, foreign?.id] });
    expect(marked.json()).toEqual({ marked: 1, unread_count: 1 });
    expect((await call(app, other, 'GET', '/api/notifications/unread/')).json()).toHaveLength(1);
    expect((await call(app, user, 'POST', '/api/notifications/mark-read/', {})).json()).toEqual({ marked: 1, unread_count: 0 });
  });

  it('answers malformed JSON and wrong types with 400, and changes nothing', async () => {
    const { app } = testApp;
    const user = await aUserWithNotifications(1);
    const malformed = await app.inject({ method: 'POST', url: '/api/notifications/mark-read/', headers: { ...user.headers, 'content-type': 'application/json' }, payload: '{"ids": [' });
    expect(malformed.statusCode).toBe(400);
    for (const body of [{ ids: 'all' }, { ids: ['one'] }, { ids: [-1] }, { everything: true }]) {
      expect((await call(app, user, 'POST', '/api/notifications/mark-read/', body)).statusCode).toBe(400);
    }
    expect((await call(app, user, 'GET', '/api/notifications/unread/')).json()).toHaveLength(1);
  });

  it('records notifications in the caller\'s transaction: none when it rolls back', async () => {
    const user = await aStudent(testApp.database);
    await expect(
      testApp.database.db.transaction().execute(async (trx) => {
        await notify(trx, [{ userId: user.id, type: 'payment-credited', message: 'Points credited', payload: { tran_id: 'T-rolled-back', points: 10 } }]);
        throw new Error('payment failed later');
      }),
    ).rejects.toThrow('payment failed later');
    expect((await call(testApp.app, user, 'GET', '/api/notifications/')).json()).toEqual([]);
  });
});

describe('notifications recorded by other parts of the server', () => {
  it('tells a tutor their pending gig was approved, once', async () => {
    const { app, database } = testApp;
    const [tutor, admin] = [await aTutor(database), await anAdmin(database)];
    const gig = await aGig(app, tutor, { subject: `Klingon ${tutor.id}` });
    const subject = await database.db.selectFrom('gigs').select('subject_id').where('id', '=', gig.id).executeTakeFirstOrThrow();

    for (let time = 0; time < 2; time += 1) {
      expect((await call(app, admin, 'POST', `/api/admin/subjects/${subject.subject_id}/approve/`)).statusCode).toBe(200);
    }
    const list = (await call(app, tutor, 'GET', '/api/notifications/')).json<UserNotification[]>();
    expect(list).toEqual([expect.objectContaining({ type: 'gig-approved', message: `Your gig was approved: ${gig.title}`, payload: { gig_id: gig.id, title: gig.title } })]);
  });
});
