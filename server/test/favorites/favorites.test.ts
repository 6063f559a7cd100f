import { TUTOR_MESSAGES, type FavoriteTeacher, type Page } from '@tutorium/shared/contracts';
import type { TestApp } from '../helpers/build-test-app';
import { aGig, aStudent, aSubject, aTutor, buildMarketplaceApp, call, detailOf } from '../helpers/marketplace';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildMarketplaceApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('favorite teachers', () => {
  it('lets a student add (201, then 200) and remove tutors, and read them latest first', async () => {
    const { app, database } = testApp;
    const subject = await aSubject(database);
    const [student, first, second] = [await aStudent(database), await aTutor(database), await aTutor(database)];
    await aGig(app, first, { subject });
    const added = await call(app, student, 'POST', `/api/favorites/${student.id}/`, { tutor_id: first.id });
    expect(added.statusCode).toBe(201);
    expect(added.json<FavoriteTeacher>()).toEqual({ id: first.id, name: 'Test User', username: first.username, subject });
    expect((await call(app, student, 'POST', `/api/favorites/${student.id}`, { tutor_id: first.id })).statusCode).toBe(200);
    expect((await call(app, student, 'POST', `/api/favorites/${student.id}/`, { tutor_id: second.id })).statusCode).toBe(201);

    const list = await call(app, student, 'GET', `/api/favorites/${student.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json<FavoriteTeacher[]>().map((favorite) => favorite.id)).toEqual([second.id, first.id]);
    const paged = (await call(app, student, 'GET', `/api/favorites/${student.id}/?page=1&page_size=1`)).json<Page<FavoriteTeacher>>();
    expect(paged).toMatchObject({ count: 2, previous: null });
    expect(paged.next).toContain('page=2');

    expect((await call(app, student, 'DELETE', `/api/favorites/${student.id}/${second.id}/`)).statusCode).toBe(204);
    expect((await call(app, student, 'DELETE', `/api/favorites/${student.id}/${second.id}`)).statusCode).toBe(204);
    expect((await call(app, student, 'GET', `/api/favorites/${student.id}/`)).json<FavoriteTeacher[]>().map((favorite) => favorite.id)).toEqual([first.id]);
  });

  it("keeps a student's favorites theirs: 401 without a session, 403 for anyone else", async () => {
    const { app, database } = testApp;
    const [student, other, tutor] = [await aStudent(database), await aStudent(database), await aTutor(database)];
    await call(app, student, 'POST', `/api/favorites/${student.id}/`, { tutor_id: tutor.id });
    expect((await call(app, undefined, 'GET', `/api/favorites/${student.id}/`)).statusCode).toBe(401);
    for (const response of [
      await call(app, other, 'GET', `/api/favorites/${student.id}/`),
      await call(app, tutor, 'GET', `/api/favorites/${student.id}/`),
      await call(app, other, 'POST', `/api/favorites/${student.id}/`, { tutor_id: tutor.id }),
      await call(app, other, 'DELETE', `/api/favorites/${student.id}/${tutor.id}/`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(detailOf(response).detail).toBe(TUTOR_MESSAGES.notYourFavorites);
    }
    expect((await call(app, student, 'GET', `/api/favorites/${student.id}/`)).json<FavoriteTeacher[]>()).toHaveLength(1);
  });

  it('is for students only, for listed tutors only, and refuses bad input with 4xx', async () => {
    const { app, database } = testApp;
    const [student, tutor, otherStudent] = [await aStudent(database), await aTutor(database), await aStudent(database)];
    const byTutor = await call(app, tutor, 'POST', `/api/favorites/${tutor.id}/`, { tutor_id: tutor.id });
    expect(byTutor.statusCode).toBe(403);
    expect(detailOf(byTutor).detail).toBe(TUTOR_MESSAGES.studentsOnlyFavorites);
    for (const tutorId of [999999999, otherStudent.id]) expect((await call(app, student, 'POST', `/api/favorites/${student.id}/`, { tutor_id: tutorId })).statusCode).toBe(404);
    for (const payload of [{}, { tutor_id: 'x' }, { tutor_id: 0 }, { tutor_id: tutor.id, note: 'hi' }])
      expect((await call(app, student, 'POST', `/api/favorites/${student.id}/`, payload)).statusCode).toBe(400);
    expect((await call(app, student, 'GET', '/api/favorites/abc/')).statusCode).toBe(404);
    expect((await call(app, student, 'GET', `/api/favorites/${student.id}/?page_size=0`)).statusCode).toBe(400);
    expect((await call(app, student, 'GET', `/api/favorites/${student.id}/`)).json()).toEqual([]);
  });
});
