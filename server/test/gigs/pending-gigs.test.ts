import { NEARBY_GIGS_PATH, type Gig, type NearbyGig, type Page, type TutorCard, type TutorProfile } from '@tutorium/shared/contracts';
import type { TestApp } from '../helpers/build-test-app';
import { aGig, anAdmin, aStudent, aSubject, aTutor, balanceAndLedger, buildMarketplaceApp, call, gigForm, placeUser, setBalance, type TestUser } from '../helpers/marketplace';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildMarketplaceApp();
});

afterAll(async () => {
  await testApp.close();
});

// A corner of the world of its own, so other tests' tutors never fall inside the radius.
const HERE = { lat: -45.87, lng: 170.5 };

/** A placed tutor with one active and one pending gig (its subject awaits approval). */
async function aTutorWithPendingGig(): Promise<{ tutor: TestUser; active: Gig; pending: Gig; pendingSubject: string }> {
  const { app, database } = testApp;
  const tutor = await aTutor(database);
  await placeUser(database, tutor.id, { lat: HERE.lat, lng: HERE.lng, location: 'Dunedin' });
  const active = await aGig(app, tutor, { subject: await aSubject(database), title: 'Approved' });
  const pendingSubject = await aSubject(database, { active: false });
  const pending = await aGig(app, tutor, { subject: pendingSubject, title: 'Awaiting approval' });
  return { tutor, active, pending, pendingSubject };
}

const profileGigs = async (viewer: TestUser, tutor: TestUser) => {
  const response = await call(testApp.app, viewer, 'GET', `/api/tutors/${tutor.id}/`);
  expect(response.statusCode).toBe(200);
  return response.json<TutorProfile>().gigs.map((gig) => gig.title);
};

describe('a pending gig', () => {
  it('is on the profile for its tutor and administrators only', async () => {
    const { database } = testApp;
    const { tutor } = await aTutorWithPendingGig();
    const [student, otherTutor, admin] = [await aStudent(database), await aTutor(database), await anAdmin(database)];

    expect(await profileGigs(tutor, tutor)).toEqual(['Awaiting approval', 'Approved']);
    expect(await profileGigs(admin, tutor)).toEqual(['Awaiting approval', 'Approved']);
    expect(await profileGigs(student, tutor)).toEqual(['Approved']);
    expect(await profileGigs(otherTutor, tutor)).toEqual(['Approved']);
  });

  it('answers 404 to anyone else, like an unknown gig, on every gig route, and nothing is charged or changed', async () => {
    const { app, database } = testApp;
    const { tutor, pending } = await aTutorWithPendingGig();
    const [student, otherTutor, admin] = [await aStudent(database), await aTutor(database), await anAdmin(database)];
    await setBalance(database, otherTutor.id, 10);

    for (const viewer of [tutor, admin]) {
      const shown = await call(app, viewer, 'GET', `/api/gigs/${pending.id}/`);
      expect(shown.statusCode).toBe(200);
      expect(shown.json<Gig>()).toMatchObject({ id: pending.id, status: 'pending', subject_active: false });
    }
    const unknown = await call(app, student, 'GET', '/api/gigs/987654321/');
    for (const viewer of [student, otherTutor]) {
      const calls = [
        call(app, viewer, 'GET', `/api/gigs/${pending.id}/`),
        call(app, viewer, 'GET', `/api/gigs/${pending.id}/rank/`),
        call(app, viewer, 'GET', `/api/gigs/${pending.id}/predicted_rank/?points=1`),
        call(app, viewer, 'POST', `/api/gigs/${pending.id}/boost/`, { points: 1 }),
        call(app, viewer, 'PUT', `/api/gigs/${pending.id}/`, gigForm({ title: 'Taken over' })),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(unknown.json());
      }
    }
    expect(await balanceAndLedger(database, otherTutor.id)).toEqual({ balance: 10, ledger: 10 });
    expect((await call(app, tutor, 'GET', `/api/gigs/${pending.id}/`)).json<Gig>().title).toBe('Awaiting approval');
  });

  it('is on no card and no map of gigs, for anyone', async () => {
    const { app, database } = testApp;
    const { tutor, active, pending } = await aTutorWithPendingGig();
    for (const viewer of [tutor, await aStudent(database), await anAdmin(database)]) {
      const near = await call(app, viewer, 'GET', `${NEARBY_GIGS_PATH}?lat=${HERE.lat}&lng=${HERE.lng}`);
      expect(near.json<NearbyGig[]>().filter((gig) => gig.tutor === tutor.id).map((gig) => gig.id)).toEqual([active.id]);
      const cards = await call(app, viewer, 'GET', `/api/tutors/?lat=${HERE.lat}&lng=${HERE.lng}`);
      const card = cards.json<Page<TutorCard>>().results.find((found) => found.id === tutor.id);
      expect(card?.gigs.map((gig) => gig.id)).toEqual([active.id]);
      expect(card?.gigs.map((gig) => gig.id)).not.toContain(pending.id);
    }
  });

  it('is shown to everyone once an administrator approves its subject', async () => {
    const { app, database } = testApp;
    const { tutor, pending, pendingSubject } = await aTutorWithPendingGig();
    const [student, admin] = [await aStudent(database), await anAdmin(database)];
    const { id: subjectId } = await database.db.selectFrom('subjects').select('id').where('name', '=', pendingSubject).executeTakeFirstOrThrow();
    expect((await call(app, admin, 'POST', `/api/admin/subjects/${subjectId}/approve/`)).statusCode).toBe(200);

    expect((await call(app, student, 'GET', `/api/gigs/${pending.id}/`)).json<Gig>()).toMatchObject({ id: pending.id, status: 'active' });
    expect(await profileGigs(student, tutor)).toEqual(['Awaiting approval', 'Approved']);
    expect((await call(app, student, 'GET', `/api/gigs/${pending.id}/rank/`)).statusCode).toBe(200);
  });
});
