import { type Page, type TutorCard } from '@tutorium/shared/contracts';
import { PUBLIC_PAGE_TTL_MS } from '../../src/tutors/tutors.routes';
import { TUTOR_COUNT_TTL_MS } from '../../src/tutors/tutors.service';
import type { TestApp } from '../helpers/build-test-app';
import { aGig, aStudent, aSubject, aTutor, buildMarketplaceApp, call, type TestUser } from '../helpers/marketplace';

// An anonymous page of GET /api/tutors/ is the same for every visitor, so it is served again as
// it was for PUBLIC_PAGE_TTL_MS. Only the clock (Date) is faked, so the window is exact.

let testApp: TestApp;
let now = Date.now();

beforeAll(async () => {
  jest.useFakeTimers({
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    now,
  });
  testApp = await buildMarketplaceApp();
});

afterAll(async () => {
  await testApp.close();
  jest.useRealTimers();
});

const later = (ms: number) => {
  now += ms;
  jest.setSystemTime(now);
};

async function aTeacherOf(subject: string): Promise<TestUser> {
  const tutor = await aTutor(testApp.database);
  await aGig(testApp.app, tutor, { subject });
  return tutor;
}

const get = (url: string, user?: TestUser) => call(testApp.app, user, 'GET', url);
const ids = (body: string) => JSON.parse(body).results.map((tutor: TutorCard) => tutor.id) as number[];

describe('anonymous pages of the tutor list', () => {
  it('are served again as they were for a moment, while signed-in callers always get fresh pages', async () => {
    const subject = await aSubject(testApp.database);
    const url = `/api/tutors/?subject=${encodeURIComponent(subject)}`;
    const first = await aTeacherOf(subject);
    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(served.json<Page<TutorCard>>()).toMatchObject({ count: 1, next: null, previous: null, results: [{ id: first.id }] });

    const second = await aTeacherOf(subject);
    later(PUBLIC_PAGE_TTL_MS - 1);
    const again = await get(url);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toBe(served.body);
    expect(ids((await get(url, await aStudent(testApp.database))).body)).toEqual([second.id, first.id]);
    expect(ids((await get(`${url}&page_size=20`)).body)).toEqual([second.id, first.id]);

    later(Math.max(1, TUTOR_COUNT_TTL_MS - PUBLIC_PAGE_TTL_MS + 1));
    expect((await get(url)).json<Page<TutorCard>>()).toMatchObject({ count: 2, results: [{ id: second.id }, { id: first.id }] });
  });

  it('are never served for an invalid query or a bad token', async () => {
    const subject = await aSubject(testApp.database);
    const url = `/api/tutors/?subject=${encodeURIComponent(subject)}`;
    expect((await get(url)).statusCode).toBe(200);
    expect((await call(testApp.app, undefined, 'GET', `${url}&page=0`)).statusCode).toBe(400);
    const forged = await testApp.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer not-a-token' } });
    expect(forged.statusCode).toBe(401);
  });
});
