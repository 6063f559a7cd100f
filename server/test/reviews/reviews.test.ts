import { TUTOR_MESSAGES, type Page, type Review, type ReviewList, type TutorCard, type TutorProfile } from '@tutorium/shared/contracts';
import type { TestApp } from '../helpers/build-test-app';
import { aGig, anAdmin, anUnlock, aStudent, aSubject, aTutor, aTutorReply, buildMarketplaceApp, call, detailOf } from '../helpers/marketplace';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildMarketplaceApp();
});

afterAll(async () => {
  await testApp.close();
});

const reviewRows = async (tutorId: number) =>
  (await testApp.database.db.selectFrom('reviews').select('id').where('tutor_id', '=', tutorId).execute()).length;

describe('reviews', () => {
  it('lets a student who unlocked a tutor leave one review (201) and edit it (200); average and count show everywhere', async () => {
    const { app, database } = testApp;
    const subject = await aSubject(database);
    const [tutor, first, second] = [await aTutor(database), await aStudent(database), await aStudent(database)];
    await aGig(app, tutor, { subject });
    await anUnlock(app, first, tutor.id);
    await anUnlock(app, second, tutor.id);
    await aTutorReply(database, first.id, tutor.id);
    await aTutorReply(database, second.id, tutor.id);

    const created = await call(app, first, 'POST', `/api/reviews/${tutor.id}/`, { rating: 5, comment: '  Clear and patient.  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json<Review>()).toEqual({
      id: expect.any(Number),
      tutor: tutor.id,
      student: first.id,
      student_username: first.username,
      rating: 5,
      comment: 'Clear and patient.',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const edited = await call(app, first, 'POST', `/api/reviews/${tutor.id}`, { rating: 4, comment: 'Good.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Review>()).toMatchObject({ id: created.json<Review>().id, rating: 4, comment: 'Good.' });
    const put = await call(app, second, 'PUT', `/api/reviews/${tutor.id}/`, { rating: 3 });
    expect(put.statusCode).toBe(404);
    expect(detailOf(put).detail).toBe(TUTOR_MESSAGES.reviewNotFound);
    expect((await call(app, second, 'POST', `/api/reviews/${tutor.id}/`, { rating: 1 })).statusCode).toBe(201);
    expect((await call(app, second, 'PUT', `/api/reviews/${tutor.id}/`, { rating: 2, comment: 'Better now.' })).statusCode).toBe(200);
    expect(await reviewRows(tutor.id)).toBe(2);

    const list = await call(app, first, 'GET', `/api/reviews/${tutor.id}/`);
    expect(list.statusCode).toBe(200);
    const reviews = list.json<ReviewList>();
    expect(reviews).toMatchObject({ average_rating: 3, count: 2, next: null, previous: null });
    expect(reviews.results.map((review) => [review.student, review.rating])).toEqual([[second.id, 2], [first.id, 4]]);
    expect((await call(app, first, 'GET', `/api/tutors/${tutor.id}/`)).json<TutorProfile>()).toMatchObject({ average_rating: 3, reviews_count: 2 });
    const card = (await call(app, undefined, 'GET', `/api/tutors/?subject=${encodeURIComponent(subject)}`)).json<Page<TutorCard>>().results[0];
    expect(card).toMatchObject({ id: tutor.id, average_rating: 3, reviews_count: 2 });
  });

  it('rounds the average to one decimal', async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    for (const rating of [5, 4, 4]) {
      const student = await aStudent(database);
      await anUnlock(app, student, tutor.id);
      await aTutorReply(database, student.id, tutor.id);
      await call(app, student, 'POST', `/api/reviews/${tutor.id}/`, { rating });
    }
    expect((await call(app, tutor, 'GET', `/api/reviews/${tutor.id}/`)).json<ReviewList>().average_rating).toBe(4.3);
  });

  it('refuses a review without an unlock, by a tutor, or with a bad rating, and writes nothing', async () => {
    const { app, database } = testApp;
    const [tutor, student, otherTutor] = [await aTutor(database), await aStudent(database), await aTutor(database)];
    const locked = await call(app, student, 'POST', `/api/reviews/${tutor.id}/`, { rating: 5, comment: 'Great' });
    expect(locked.statusCode).toBe(403);
    expect(detailOf(locked).detail).toBe(TUTOR_MESSAGES.reviewNeedsUnlock);
    const byTutor = await call(app, otherTutor, 'POST', `/api/reviews/${tutor.id}/`, { rating: 5 });
    expect(byTutor.statusCode).toBe(403);
    expect(detailOf(byTutor).detail).toBe(TUTOR_MESSAGES.studentsOnlyReview);
    await anUnlock(app, student, tutor.id);
    // An unlock paid with welcome points is not enough: the tutor must have answered, or the student bought points.
    const unanswered = await call(app, student, 'POST', `/api/reviews/${tutor.id}/`, { rating: 5 });
    expect(unanswered.statusCode).toBe(403);
    expect(detailOf(unanswered).detail).toBe(TUTOR_MESSAGES.reviewNeedsContact);
    await aTutorReply(database, student.id, tutor.id);
    for (const payload of [{}, { rating: 0 }, { rating: 6 }, { rating: 4.5 }, { rating: 'five' }, { rating: 5, comment: 'x'.repeat(2001) }, { rating: 5, stars: 5 }])
      expect((await call(app, student, 'POST', `/api/reviews/${tutor.id}/`, payload)).statusCode).toBe(400);
    const malformed = await app.inject({ method: 'POST', url: `/api/reviews/${tutor.id}/`, headers: { ...student.headers, 'content-type': 'application/json' }, payload: '{"rating": 5' });
    expect(malformed.statusCode).toBe(400);
    expect(await reviewRows(tutor.id)).toBe(0);
  });

  it('lets a student who bought points review a tutor they unlocked, without waiting for a reply', async () => {
    const { app, database } = testApp;
    const [tutor, student] = [await aTutor(database), await aStudent(database)];
    await anUnlock(app, student, tutor.id);
    await database.db
      .insertInto('payment_transactions')
      .values({ tran_id: `TUT-TEST-${student.id}`, user_id: student.id, product: 'points', package_id: 1, points: 10, amount: 10, currency: 'BDT', gateway: 'test', status: 'PAID', paid_at: new Date() })
      .execute();
    expect((await call(app, student, 'POST', `/api/reviews/${tutor.id}/`, { rating: 4 })).statusCode).toBe(201);
  });

  it("leaves a blocked student's review out of the list, the average and the count, until unblocked", async () => {
    const { app, database } = testApp;
    const admin = await anAdmin(database);
    const tutor = await aTutor(database);
    const [kind, troll] = [await aStudent(database), await aStudent(database)];
    for (const [student, rating] of [[kind, 5], [troll, 1]] as const) {
      await anUnlock(app, student, tutor.id);
      await aTutorReply(database, student.id, tutor.id);
      expect((await call(app, student, 'POST', `/api/reviews/${tutor.id}/`, { rating })).statusCode).toBe(201);
    }
    const shown = async () => {
      const list = (await call(app, kind, 'GET', `/api/reviews/${tutor.id}/`)).json<ReviewList>();
      const profile = (await call(app, kind, 'GET', `/api/tutors/${tutor.id}/`)).json<TutorProfile>();
      return { students: list.results.map((review) => review.student), average: list.average_rating, count: list.count, profile: [profile.average_rating, profile.reviews_count] };
    };
    expect(await shown()).toEqual({ students: [troll.id, kind.id], average: 3, count: 2, profile: [3, 2] });
    expect((await call(app, admin, 'POST', `/api/admin/users/${troll.id}/block/`, { reason: 'Fake reviews' })).statusCode).toBe(200);
    expect(await shown()).toEqual({ students: [kind.id], average: 5, count: 1, profile: [5, 1] });
    expect((await call(app, admin, 'POST', `/api/admin/users/${troll.id}/unblock/`, { reason: 'Appeal' })).statusCode).toBe(200);
    expect((await shown()).count).toBe(2);
  });

  it('answers 404 for unknown tutors and 401 without a session', async () => {
    const { app, database } = testApp;
    const student = await aStudent(database);
    for (const url of ['/api/reviews/999999999/', '/api/reviews/abc/', `/api/reviews/${student.id}/`]) {
      expect((await call(app, student, 'GET', url)).statusCode).toBe(404);
      expect((await call(app, student, 'POST', url, { rating: 5 })).statusCode).toBe(404);
    }
    expect((await call(app, undefined, 'GET', `/api/reviews/${student.id}/`)).statusCode).toBe(401);
    expect((await call(app, student, 'GET', `/api/reviews/${(await aTutor(database)).id}/?page=0`)).statusCode).toBe(400);
  });
});
