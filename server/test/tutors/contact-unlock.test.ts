import { CONTACT_UNLOCK_COST, LOCKED_CONTACT, TUTOR_MESSAGES, WELCOME_GRANT_POINTS, type ContactUnlockReply, type Gig, type TutorProfile } from '@tutorium/shared/contracts';
import type { TestApp } from '../helpers/build-test-app';
import { aGig, aStudent, aSubject, aTutor, balanceAndLedger, buildMarketplaceApp, call, detailOf, setBalance } from '../helpers/marketplace';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildMarketplaceApp();
});

afterAll(async () => {
  await testApp.close();
});

const unlockRows = async (studentId: number) =>
  (await testApp.database.db.selectFrom('contact_unlocks').select('tutor_id').where('student_id', '=', studentId).execute()).length;

describe('unlocking a tutor contact', () => {
  it('charges a student 1 point once (201), then answers 200 with the same contact for free', async () => {
    const { app, database } = testApp;
    const [student, tutor] = [await aStudent(database), await aTutor(database, '+8801711111111')];
    const first = await call(app, student, 'POST', `/api/tutors/${tutor.id}/unlock_contact/`);
    expect(first.statusCode).toBe(201);
    const body = first.json<ContactUnlockReply>();
    expect(body).toEqual({
      unlocked: true,
      tutor_id: tutor.id,
      phone: '+8801711111111',
      email: expect.stringContaining('@'),
      contact_info: expect.stringContaining('+8801711111111'),
      balance: WELCOME_GRANT_POINTS - CONTACT_UNLOCK_COST,
    });
    const again = await call(app, student, 'POST', '/api/contact-unlock/unlock', { target_id: tutor.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
    expect(await balanceAndLedger(database, student.id)).toEqual({ balance: 4, ledger: 4 });

    const status = await call(app, student, 'GET', `/api/contact-unlock/status/?target_id=${tutor.id}`);
    expect(status.json()).toEqual({ unlocked: true });
    const check = await call(app, tutor, 'GET', `/api/check-unlock-status/?student_id=${student.id}&tutor_id=${tutor.id}`);
    expect(check.json()).toEqual({ unlocked: true });
  });

  it('unmasks the contact on the profile and in the tutor gigs only for the student who unlocked', async () => {
    const { app, database } = testApp;
    const [student, other, tutor] = [await aStudent(database), await aStudent(database), await aTutor(database, '+8801722222222')];
    const gig = await aGig(app, tutor, { subject: await aSubject(database), phone: '+8801733333333' });
    const before = (await call(app, student, 'GET', `/api/tutors/${tutor.id}/`)).json<TutorProfile>();
    expect(before).toMatchObject({ phone_number: LOCKED_CONTACT, email: LOCKED_CONTACT, contact_unlocked: false });
    expect(before.gigs[0]).toMatchObject({ phone: LOCKED_CONTACT, contact_info: LOCKED_CONTACT });

    await call(app, student, 'POST', `/api/tutors/${tutor.id}/unlock_contact/`);
    const after = (await call(app, student, 'GET', `/api/tutors/${tutor.id}`)).json<TutorProfile>();
    expect(after).toMatchObject({ phone_number: '+8801722222222', contact_unlocked: true });
    expect(after.email).toContain('@');
    expect(after.gigs[0]?.phone).toBe('+8801733333333');
    expect((await call(app, student, 'GET', `/api/gigs/${gig.id}/`)).json<Gig>().contact_info).toContain('+8801733333333');
    expect((await call(app, other, 'GET', `/api/gigs/${gig.id}/`)).json<Gig>().contact_info).toBe(LOCKED_CONTACT);
    expect((await call(app, other, 'GET', `/api/tutors/${tutor.id}/`)).json<TutorProfile>().phone_number).toBe(LOCKED_CONTACT);
  });

  it('refuses tutors with the spec text (403) and charges nothing', async () => {
    const { app, database } = testApp;
    const [caller, tutor] = [await aTutor(database), await aTutor(database)];
    for (const response of [
      await call(app, caller, 'POST', `/api/tutors/${tutor.id}/unlock_contact/`),
      await call(app, caller, 'POST', '/api/contact-unlock/unlock/', { target_id: tutor.id }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(detailOf(response).detail).toBe(TUTOR_MESSAGES.studentsOnlyUnlock);
    }
    expect(await balanceAndLedger(database, caller.id)).toEqual({ balance: WELCOME_GRANT_POINTS, ledger: WELCOME_GRANT_POINTS });
  });

  it('answers 402 with the spec text on a zero balance, charges nothing and leaves it locked', async () => {
    const { app, database } = testApp;
    const [student, tutor] = [await aStudent(database), await aTutor(database)];
    await setBalance(database, student.id, 0);
    const response = await call(app, student, 'POST', `/api/tutors/${tutor.id}/unlock_contact/`);
    expect(response.statusCode).toBe(402);
    expect(detailOf(response)).toEqual({ detail: TUTOR_MESSAGES.notEnoughPointsToUnlock, code: 'insufficient_points' });
    expect(await balanceAndLedger(database, student.id)).toEqual({ balance: 0, ledger: 0 });
    expect(await unlockRows(student.id)).toBe(0);
    expect((await call(app, student, 'GET', `/api/contact-unlock/status/?target_id=${tutor.id}`)).json()).toEqual({ unlocked: false });
  });

  it('charges exactly once for 100 concurrent unlocks on a balance of 1', async () => {
    const { app, database } = testApp;
    const [student, tutor] = [await aStudent(database), await aTutor(database)];
    await setBalance(database, student.id, 1);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        index % 2 === 0
          ? call(app, student, 'POST', `/api/tutors/${tutor.id}/unlock_contact/`)
          : call(app, student, 'POST', '/api/contact-unlock/unlock/', { target_id: tutor.id }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 200)).toHaveLength(99);
    expect(await balanceAndLedger(database, student.id)).toEqual({ balance: 0, ledger: 0 });
    expect(await unlockRows(student.id)).toBe(1);
    const charges = await database.db.selectFrom('points_ledger').select('delta').where('user_id', '=', student.id).where('reason', '=', 'contact-unlock').execute();
    expect(charges).toEqual([{ delta: -CONTACT_UNLOCK_COST }]);
  });

  it('answers 404 for an unknown, malformed, blocked or non-tutor target, and 400 for a bad body', async () => {
    const { app, database } = testApp;
    const [student, blocked, otherStudent] = [await aStudent(database), await aTutor(database), await aStudent(database)];
    await database.db.updateTable('users').set({ is_blocked: true }).where('id', '=', blocked.id).execute();
    for (const url of ['/api/tutors/999999999/unlock_contact/', '/api/tutors/abc/unlock_contact/', `/api/tutors/${blocked.id}/unlock_contact/`, `/api/tutors/${otherStudent.id}/unlock_contact/`])
      expect((await call(app, student, 'POST', url)).statusCode).toBe(404);
    for (const payload of [{}, { target_id: 'x' }, { target_id: -1 }, { target_id: 1.5 }, { target_id: 1, extra: true }])
      expect((await call(app, student, 'POST', '/api/contact-unlock/unlock/', payload)).statusCode).toBe(400);
    const malformed = await app.inject({ method: 'POST', url: '/api/contact-unlock/unlock/', headers: { ...student.headers, 'content-type': 'application/json' }, payload: '{"target_id": ' });
    expect(malformed.statusCode).toBe(400);
    expect(await balanceAndLedger(database, student.id)).toEqual({ balance: WELCOME_GRANT_POINTS, ledger: WELCOME_GRANT_POINTS });
  });

  it('needs a session (401) and lets only the two parties check an unlock (403)', async () => {
    const { app, database } = testApp;
    const [student, tutor, stranger] = [await aStudent(database), await aTutor(database), await aStudent(database)];
    expect((await call(app, undefined, 'POST', `/api/tutors/${tutor.id}/unlock_contact/`)).statusCode).toBe(401);
    expect((await call(app, undefined, 'GET', `/api/tutors/${tutor.id}/`)).statusCode).toBe(401);
    const peek = await call(app, stranger, 'GET', `/api/check-unlock-status/?student_id=${student.id}&tutor_id=${tutor.id}`);
    expect(peek.statusCode).toBe(403);
    expect((await call(app, student, 'GET', `/api/check-unlock-status/?student_id=${student.id}&tutor_id=${tutor.id}`)).json()).toEqual({ unlocked: false });
    expect((await call(app, student, 'GET', '/api/check-unlock-status/?student_id=x&tutor_id=1')).statusCode).toBe(400);
    expect((await call(app, student, 'GET', '/api/contact-unlock/status/')).statusCode).toBe(400);
    expect((await call(app, student, 'GET', '/api/contact-unlock/status/?target_id=999999999')).statusCode).toBe(404);
  });
});
