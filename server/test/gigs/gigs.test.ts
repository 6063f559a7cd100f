import { FREE_GIGS_PER_TUTOR, GIG_MESSAGES, LOCKED_CONTACT, WELCOME_GRANT_POINTS, type Gig, type Page, type TutorDashboardStats } from '@tutorium/shared/contracts';
import type { TestApp } from '../helpers/build-test-app';
import {
  aGig,
  aStudent,
  aSubject,
  aTutor,
  balanceAndLedger,
  buildMarketplaceApp,
  call,
  detailOf,
  gigForm,
  setBalance,
} from '../helpers/marketplace';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildMarketplaceApp();
});

afterAll(async () => {
  await testApp.close();
});

const gigCount = async (tutorId: number) =>
  (await testApp.database.db.selectFrom('gigs').select('id').where('tutor_id', '=', tutorId).execute()).length;

describe('creating a gig', () => {
  it('files it under the caller, never the tutor named in the body, and is active with an active subject', async () => {
    const { app, database } = testApp;
    const [tutor, other] = [await aTutor(database, '+8801712345678'), await aTutor(database)];
    const subject = await aSubject(database);
    const response = await call(app, tutor, 'POST', '/api/gigs/', gigForm({ tutor: other.id, subject: subject.toUpperCase(), phone: '' }));
    expect(response.statusCode).toBe(201);
    expect(response.json<Gig>()).toEqual({
      id: expect.any(Number),
      tutor: tutor.id,
      teacher: tutor.username,
      teacher_verified: false,
      title: 'Algebra for beginners',
      description: 'Patient lessons in algebra, from equations to functions.',
      message: null,
      phone: null,
      education: null,
      experience: null,
      fee_details: '500 BDT per hour',
      subject,
      status: 'active',
      subject_active: true,
      location: 'Dhaka, Bangladesh',
      contact_info: expect.stringContaining('+8801712345678'),
      created_at: expect.any(String),
    });
    expect(await gigCount(other.id)).toBe(0);
  });

  it('with a subject nobody offers yet creates that subject inactive, and the gig waits as Pending', async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    const name = `Klingon ${tutor.id}`;
    const gig = await aGig(app, tutor, { subject: `  ${name}  ` });
    expect(gig).toMatchObject({ subject: name, status: 'pending', subject_active: false });
    const subjects = (await call(app, undefined, 'GET', '/api/subjects')).json<Array<{ name: string }>>();
    expect(subjects.map((subject) => subject.name)).not.toContain(name);
    // A second tutor typing it in another case joins the same pending subject.
    const second = await aGig(app, await aTutor(database), { subject: name.toLowerCase() });
    expect(second).toMatchObject({ subject: name, status: 'pending' });
  });

  it('is for tutors only, and for signed-in users only', async () => {
    const { app, database } = testApp;
    const student = await aStudent(database);
    const refused = await call(app, student, 'POST', '/api/gigs/', gigForm());
    expect(refused.statusCode).toBe(403);
    expect(detailOf(refused)).toEqual({ detail: GIG_MESSAGES.onlyTutors, code: 'permission_denied' });
    expect(await gigCount(student.id)).toBe(0);
    expect((await call(app, undefined, 'POST', '/api/gigs/', gigForm())).statusCode).toBe(401);
    expect((await call(app, undefined, 'GET', '/api/gigs/')).statusCode).toBe(401);
  });

  it('refuses invalid forms field by field, with the spec texts, and saves nothing', async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    const response = await call(app, tutor, 'POST', '/api/gigs/', { title: '   ', description: 'too short', fee_details: '', subject: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      title: ['Please enter a gig title'],
      description: ['Description should be at least 20 characters'],
      fee_details: ['Please provide fee details'],
      subject: ['Please select a subject'],
    });
    const missing = await call(app, tutor, 'POST', '/api/gigs/', {});
    expect(missing.json()).toMatchObject({ title: ['This field is required.'], subject: ['This field is required.'] });
    const extra = await call(app, tutor, 'POST', '/api/gigs/', { ...gigForm(), boost_points: 99 });
    expect(extra.json()).toEqual({ non_field_errors: ['Unexpected field(s): boost_points.'] });
    const wrongTypes = await call(app, tutor, 'POST', '/api/gigs/', gigForm({ title: 42 as unknown as string, phone: 'call me' }));
    expect(wrongTypes.json()).toEqual({ title: ['Not a valid string.'], phone: ['Enter a valid phone number.'] });
    expect(await gigCount(tutor.id)).toBe(0);
  });

  it('answers malformed JSON, a non-object body and a huge body with 4xx', async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    const headers = { ...tutor.headers, 'content-type': 'application/json' };
    const malformed = await app.inject({ method: 'POST', url: '/api/gigs/', headers, payload: '{"title": ' });
    expect(malformed.statusCode).toBe(400);
    expect(detailOf(malformed).code).toBe('parse_error');
    const array = await app.inject({ method: 'POST', url: '/api/gigs/', headers, payload: '[]' });
    expect(array.statusCode).toBe(400);
    const huge = await app.inject({ method: 'POST', url: '/api/gigs/', headers, payload: JSON.stringify(gigForm({ description: 'x'.repeat(2_000_000) })) });
    expect(huge.statusCode).toBe(413);
    const long = await call(app, tutor, 'POST', '/api/gigs/', gigForm({ description: 'x'.repeat(5001) }));
    expect(long.json()).toEqual({ description: ['Ensure this field has no more than 5000 characters.'] });
    expect(await gigCount(tutor.id)).toBe(0);
  });
});

describe('free gigs and points', () => {
  it(`gives the first ${FREE_GIGS_PER_TUTOR} gigs free and charges 1 point for the next, through the ledger`, async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    const subject = await aSubject(database);
    for (let index = 0; index < FREE_GIGS_PER_TUTOR; index += 1) await aGig(app, tutor, { subject });
    expect(await balanceAndLedger(database, tutor.id)).toEqual({ balance: WELCOME_GRANT_POINTS, ledger: WELCOME_GRANT_POINTS });
    const summary = (await call(app, tutor, 'GET', '/api/gigs/summary/')).json<TutorDashboardStats>();
    expect(summary).toEqual({ activeGigs: 5, completedJobs: 0, creditBalance: WELCOME_GRANT_POINTS, freeGigsRemaining: 0 });

    const sixth = await aGig(app, tutor, { subject });
    expect(await balanceAndLedger(database, tutor.id)).toEqual({ balance: WELCOME_GRANT_POINTS - 1, ledger: WELCOME_GRANT_POINTS - 1 });
    const charge = await database.db.selectFrom('points_ledger').select(['delta', 'reason', 'reference']).where('user_id', '=', tutor.id).where('delta', '<', 0).execute();
    expect(charge).toEqual([{ delta: -1, reason: 'gig-create', reference: `gig:${sixth.id}` }]);
  });

  it('refuses a paid gig with 402 when the balance is 0, and saves nothing (not even a new subject)', async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    for (let index = 0; index < FREE_GIGS_PER_TUTOR; index += 1) await aGig(app, tutor);
    await setBalance(database, tutor.id, 0);
    const newSubject = `Unheard-of ${tutor.id}`;
    const refused = await call(app, tutor, 'POST', '/api/gigs/', gigForm({ subject: newSubject }));
    expect(refused.statusCode).toBe(402);
    expect(detailOf(refused)).toEqual({ detail: GIG_MESSAGES.notEnoughPointsForGig, code: 'insufficient_points' });
    expect(await gigCount(tutor.id)).toBe(FREE_GIGS_PER_TUTOR);
    expect(await database.db.selectFrom('subjects').select('id').where('name', '=', newSubject).executeTakeFirst()).toBeUndefined();
    expect(await balanceAndLedger(database, tutor.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('counts parallel creations one after the other: never more than 5 free gigs', async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    await setBalance(database, tutor.id, 2);
    const responses = await Promise.all(Array.from({ length: 9 }, () => call(app, tutor, 'POST', '/api/gigs/', gigForm())));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 201, 201, 402, 402]);
    expect(await balanceAndLedger(database, tutor.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('shows the balance, and never lets the client change it', async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    expect((await call(app, tutor, 'GET', '/api/points/')).json()).toEqual({ id: tutor.id, balance: WELCOME_GRANT_POINTS });
    const refused = await call(app, tutor, 'POST', '/api/credit/update/', { id: tutor.id, amount: 100, isincrease: true });
    expect(refused.statusCode).toBe(403);
    expect(detailOf(refused)).toEqual({ detail: GIG_MESSAGES.creditUpdateRefused, code: 'permission_denied' });
    expect(await balanceAndLedger(database, tutor.id)).toEqual({ balance: WELCOME_GRANT_POINTS, ledger: WELCOME_GRANT_POINTS });
    expect((await call(app, undefined, 'GET', '/api/points')).statusCode).toBe(401);
  });
});

describe("a tutor's gig list", () => {
  it('is a plain array, newest first, without page; a DRF page with it', async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    const created: Gig[] = [];
    for (const title of ['First', 'Second', 'Third']) created.push(await aGig(app, tutor, { title }));
    await aGig(app, await aTutor(database), { title: 'Someone else' });

    const plain = await call(app, tutor, 'GET', '/api/gigs');
    expect(plain.json<Gig[]>().map((gig) => gig.title)).toEqual(['Third', 'Second', 'First']);
    const page = (await call(app, tutor, 'GET', '/api/gigs/?page=1&page_size=2')).json<Page<Gig>>();
    expect(page).toMatchObject({ count: 3, next: '/api/gigs/?page=2&page_size=2', previous: null });
    expect(page.results.map((gig) => gig.title)).toEqual(['Third', 'Second']);
    const last = (await call(app, tutor, 'GET', '/api/gigs/?page=2&page_size=2')).json<Page<Gig>>();
    expect(last).toMatchObject({ count: 3, next: null, previous: '/api/gigs/?page=1&page_size=2' });
    expect((await call(app, tutor, 'GET', '/api/gigs/?page=0')).json()).toEqual({ page: ['Ensure this value is greater than or equal to 1.'] });
    expect((await call(app, tutor, 'GET', '/api/gigs/?page_size=abc')).statusCode).toBe(400);
    expect((await call(app, await aStudent(database), 'GET', '/api/gigs/')).json()).toEqual([]);
  });
});

describe('one gig', () => {
  it('shows contact details to its owner only: others see the locked placeholder', async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    const gig = await aGig(app, tutor, { subject: await aSubject(database), phone: '+880 1712-345678' });
    const own = (await call(app, tutor, 'GET', `/api/gigs/${gig.id}/`)).json<Gig>();
    expect(own).toMatchObject({ phone: '+880 1712-345678', contact_info: expect.stringContaining('+880 1712-345678') });
    for (const viewer of [await aStudent(database), await aTutor(database)]) {
      const seen = await call(app, viewer, 'GET', `/api/gigs/${gig.id}`);
      expect(seen.statusCode).toBe(200);
      expect(seen.json<Gig>()).toMatchObject({ id: gig.id, phone: LOCKED_CONTACT, contact_info: LOCKED_CONTACT });
      // The number in no spelling (the made-up names carry the process id, which may hold its digits).
      expect(seen.body).not.toMatch(/1712[-\s]?345678/);
      expect(seen.body).not.toContain('@example.com');
    }
    expect(LOCKED_CONTACT.startsWith('[Locked')).toBe(true);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    for (const id of ['999999999', 'abc', '0', '-1', '1e3', '99999999999999999999']) {
      const response = await call(app, tutor, 'GET', `/api/gigs/${id}/`);
      expect(response.statusCode).toBe(404);
      expect(detailOf(response).code).toBe('not_found');
    }
    expect((await call(app, tutor, 'PUT', '/api/gigs/999999999/', gigForm())).statusCode).toBe(404);
  });

  it('is changed by its owner only: 403 for anyone else, and the gig stays as it was', async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    const gig = await aGig(app, tutor, { education: 'BSc', message: 'Hello' });
    const subject = await aSubject(database);
    const changes = gigForm({ title: 'Calculus', subject, education: '', experience: '3 years' });
    const updated = await call(app, tutor, 'PUT', `/api/gigs/${gig.id}/`, changes);
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Gig>()).toMatchObject({ title: 'Calculus', subject, education: null, experience: '3 years', message: 'Hello', status: 'active' });

    for (const intruder of [await aTutor(database), await aStudent(database)]) {
      const refused = await call(app, intruder, 'PUT', `/api/gigs/${gig.id}`, gigForm({ title: 'Mine now' }));
      expect(refused.statusCode).toBe(403);
      expect(detailOf(refused)).toEqual({ detail: GIG_MESSAGES.notOwner, code: 'permission_denied' });
    }
    const invalid = await call(app, tutor, 'PUT', `/api/gigs/${gig.id}/`, { title: 'Only a title' });
    expect(invalid.statusCode).toBe(400);
    expect((await call(app, tutor, 'GET', `/api/gigs/${gig.id}/`)).json<Gig>().title).toBe('Calculus');
  });

  it('moves to Pending when its subject is changed to one awaiting approval', async () => {
    const { app, database } = testApp;
    const tutor = await aTutor(database);
    const gig = await aGig(app, tutor, { subject: await aSubject(database) });
    const updated = await call(app, tutor, 'PUT', `/api/gigs/${gig.id}/`, gigForm({ subject: `Brand new ${gig.id}` }));
    expect(updated.json<Gig>()).toMatchObject({ status: 'pending', subject_active: false });
  });
});
