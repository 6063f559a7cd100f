import { WELCOME_GRANT_POINTS, type BoostReply, type Job, type PaymentStartReply } from '@tutorium/shared/contracts';
import type { TestApp } from './helpers/build-test-app';
import { aGig, aStudent, aSubject, aTutor, balanceAndLedger, buildMarketplaceApp, call, jobForm, setBalance } from './helpers/marketplace';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildMarketplaceApp();
});

afterAll(async () => {
  await testApp.close();
});

// What a browser form holds for a field that is not a number: never read as one.
const NOT_NUMBERS = ['abc', '1e400', '', ' ', '0x10', '5 points'];

const rowsOf = async (table: 'jobs' | 'payment_transactions', column: 'student_id' | 'user_id', userId: number) =>
  (await testApp.database.db.selectFrom(table).select(column).where(column, '=', userId).execute()).length;

describe('numbers sent as numeric strings', () => {
  it('posts a job as the browser gives the form: "5" is 5, "10.5" is 10.5', async () => {
    const { app, database } = testApp;
    const student = await aStudent(database);
    const response = await call(app, student, 'POST', '/api/jobs/', {
      ...jobForm({ mode: ['Travel to Tutor'] }),
      budget: '5',
      totalHours: '10.5',
      distance: ' 3 ',
      latitude: '23.7461',
      longitude: '90.3742',
    });

    expect(response.statusCode).toBe(201);
    expect(response.json<Job>()).toMatchObject({ budget: 5, total_hours: 10.5, distance: 3, latitude: 23.7461, longitude: 90.3742 });
    expect((await balanceAndLedger(database, student.id)).balance).toBe(WELCOME_GRANT_POINTS - 1);
  });

  it('refuses a job whose number is not one, with the field error and nothing written', async () => {
    const { app, database } = testApp;
    const student = await aStudent(database);
    for (const budget of NOT_NUMBERS) {
      const response = await call(app, student, 'POST', '/api/jobs/', { ...jobForm(), budget });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ budget: ['A valid number is required.'] });
    }
    const hours = await call(app, student, 'POST', '/api/jobs/', { ...jobForm(), totalHours: 'ten' });
    expect(hours.json()).toEqual({ totalHours: ['A valid number is required.'] });
    expect(await rowsOf('jobs', 'student_id', student.id)).toBe(0);
    expect(await balanceAndLedger(database, student.id)).toEqual({ balance: WELCOME_GRANT_POINTS, ledger: WELCOME_GRANT_POINTS });
  });

  it('boosts a gig with points "2", and refuses points that are not a whole number without charging', async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    const gig = await aGig(app, tutor, { subject: await aSubject(database) });
    await setBalance(database, tutor.id, 10);
    for (const points of [...NOT_NUMBERS, '1.5']) {
      const refused = await call(app, tutor, 'POST', `/api/gigs/${gig.id}/boost/`, { points });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ points: ['A valid integer is required.'] });
    }
    expect(await balanceAndLedger(database, tutor.id)).toEqual({ balance: 10, ledger: 10 });

    const boosted = await call(app, tutor, 'POST', `/api/gigs/${gig.id}/boost/`, { points: '2' });
    expect(boosted.statusCode).toBe(200);
    expect(boosted.json<BoostReply>()).toMatchObject({ points_spent: 2, balance: 8 });
  });

  it('starts a points purchase with package_id "3", and refuses one that is not a number without a transaction', async () => {
    const { app, database } = testApp;
    const student = await aStudent(database);
    for (const packageId of NOT_NUMBERS) {
      const refused = await call(app, student, 'POST', '/api/points/purchase/', { package_id: packageId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ package_id: ['A valid number is required.'] });
    }
    expect(await rowsOf('payment_transactions', 'user_id', student.id)).toBe(0);

    const started = await call(app, student, 'POST', '/api/points/purchase/', { package_id: '3' });
    expect(started.statusCode).toBe(200);
    expect(started.json<PaymentStartReply>().status).toBe('SUCCESS');
    expect(await rowsOf('payment_transactions', 'user_id', student.id)).toBe(1);
  });

  it('reads numeric strings in the tutor search body, with the same errors for anything else', async () => {
    const { app } = testApp;
    const found = await call(app, undefined, 'POST', '/api/tutors/search/', { subject: 'Physics', lat: '23.81', lng: '90.41', radius_km: '10.5', page: '1', page_size: '5' });
    expect(found.statusCode).toBe(200);
    const refused = await call(app, undefined, 'POST', '/api/tutors/search/', { subject: 'Physics', radius_km: '1e400', page_size: 'five' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ radius_km: ['A valid number is required.'], page_size: ['A valid number is required.'] });
  });
});
