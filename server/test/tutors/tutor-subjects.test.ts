import type { Gig, Page, TutorCard } from '@tutorium/shared/contracts';
import { sql } from 'kysely';
import type { TestApp } from '../helpers/build-test-app';
import { aGig, anAdmin, aStudent, aSubject, aTutor, buildMarketplaceApp, call, gigForm, placeUser, type TestUser } from '../helpers/marketplace';

// The tutor search reads (tutor, subject) rows kept by triggers on gigs and users (migration
// 0055, the teaching modes of 0056). Whatever changes a tutor's gigs or profile, those rows must equal a recount.

let testApp: TestApp;
let student: TestUser;
let admin: TestUser;

beforeAll(async () => {
  testApp = await buildMarketplaceApp();
  [student, admin] = [await aStudent(testApp.database), await anAdmin(testApp.database)];
});

afterAll(async () => {
  await testApp.close();
});

const DHAKA = { lat: 23.8103, lng: 90.4125 };
const DAY_MS = 86_400_000;

/** Rows where the trigger-kept table differs from a recount of active gigs (none, if all is well). */
async function drift(): Promise<unknown[]> {
  const { rows } = await sql`
    with recount as (
      select gigs.tutor_id, gigs.subject_id, count(*)::integer as gigs, users.user_type = 'tutor' and not users.is_blocked as listed,
        users.latitude, users.longitude, users.premium_expires, users.teaches_online, users.teaches_at_student_home
      from gigs join users on users.id = gigs.tutor_id
      where not gigs.tutor_blocked
      group by gigs.tutor_id, gigs.subject_id, users.id
    )
    select * from recount full join tutor_subjects kept using (tutor_id, subject_id)
    where (recount.gigs, recount.listed, recount.latitude, recount.longitude, recount.premium_expires, recount.teaches_online, recount.teaches_at_student_home)
      is distinct from (kept.gigs, kept.listed, kept.latitude, kept.longitude, kept.premium_expires, kept.teaches_online, kept.teaches_at_student_home)`.execute(testApp.database.db);
  return rows;
}

/** Tutors teaching `subject` within 20 km of Dhaka, as a signed-in student sees them. */
async function nearDhaka(subject: string): Promise<Page<TutorCard>> {
  const response = await call(testApp.app, student, 'GET', `/api/tutors/?subject=${encodeURIComponent(subject)}&lat=${DHAKA.lat}&lng=${DHAKA.lng}`);
  expect(response.statusCode).toBe(200);
  return response.json<Page<TutorCard>>();
}
const ids = (page: Page<TutorCard>) => page.results.map((tutor) => tutor.id);

async function aTutorInDhaka(): Promise<TestUser> {
  const tutor = await aTutor(testApp.database);
  await placeUser(testApp.database, tutor.id, { lat: DHAKA.lat, lng: DHAKA.lng, location: 'Dhaka' });
  return tutor;
}

async function subjectId(name: string): Promise<number> {
  const row = await testApp.database.db.selectFrom('subjects').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return Number(row.id);
}

async function asAdmin(url: string, payload?: unknown): Promise<void> {
  const response = await call(testApp.app, admin, 'POST', url, payload);
  expect(response.statusCode).toBe(200);
}

describe("the search's (tutor, subject) rows", () => {
  it('follow gigs as they are published, moved to another subject, and their subject merged', async () => {
    const [first, second] = [await aSubject(testApp.database), await aSubject(testApp.database)];
    const [tutor, other] = [await aTutorInDhaka(), await aTutorInDhaka()];
    const moving = await aGig(testApp.app, tutor, { subject: first });
    await aGig(testApp.app, tutor, { subject: second });
    await aGig(testApp.app, other, { subject: first });
    expect(await drift()).toEqual([]);
    expect(ids(await nearDhaka(first)).sort()).toEqual([tutor.id, other.id].sort());

    const edited = await call(testApp.app, tutor, 'PUT', `/api/gigs/${moving.id}/`, gigForm({ subject: second }));
    expect(edited.statusCode).toBe(200);
    expect(await drift()).toEqual([]);
    expect(await nearDhaka(first)).toMatchObject({ count: 1, results: [{ id: other.id }] });
    expect(await nearDhaka(second)).toMatchObject({ count: 1, results: [{ id: tutor.id, subjects: [second] }] });

    await asAdmin(`/api/admin/subjects/${await subjectId(second)}/merge/`, { into: await subjectId(first) });
    expect(await drift()).toEqual([]);
    expect(ids(await nearDhaka(first)).sort()).toEqual([tutor.id, other.id].sort());
    expect((await nearDhaka(first)).results.find((card) => card.id === tutor.id)?.subjects).toEqual([first]);
  });

  it("follow the tutor's place, premium and blocking", async () => {
    const subject = await aSubject(testApp.database);
    const tutor = await aTutorInDhaka();
    await aGig(testApp.app, tutor, { subject });
    expect(await nearDhaka(subject)).toMatchObject({ count: 1, results: [{ id: tutor.id, is_premium: false, distance_km: 0 }] });

    await placeUser(testApp.database, tutor.id, { lat: 22.3569, lng: 91.7832, location: 'Chattogram' });
    expect(await drift()).toEqual([]);
    expect(await nearDhaka(subject)).toMatchObject({ count: 0, results: [] });

    await placeUser(testApp.database, tutor.id, { lat: DHAKA.lat, lng: DHAKA.lng, premiumUntil: new Date(Date.now() + DAY_MS) });
    expect(await drift()).toEqual([]);
    expect(await nearDhaka(subject)).toMatchObject({ count: 1, results: [{ id: tutor.id, is_premium: true }] });

    await placeUser(testApp.database, tutor.id, { lat: DHAKA.lat, lng: DHAKA.lng, premiumUntil: new Date(Date.now() - DAY_MS) });
    expect(await nearDhaka(subject)).toMatchObject({ count: 1, results: [{ id: tutor.id, is_premium: false }] });

    await asAdmin(`/api/admin/users/${tutor.id}/block/`, { reason: 'Fake profile' });
    expect(await drift()).toEqual([]);
    expect(await nearDhaka(subject)).toMatchObject({ count: 0, results: [] });

    await asAdmin(`/api/admin/users/${tutor.id}/unblock/`, { reason: 'Verified by phone' });
    expect(await drift()).toEqual([]);
    expect(await nearDhaka(subject)).toMatchObject({ count: 1, results: [{ id: tutor.id }] });
  });

  it("follow the tutor's teaching modes, set before or after their gigs", async () => {
    const subject = await aSubject(testApp.database);
    const [early, late] = [await aTutorInDhaka(), await aTutorInDhaka()];
    const teach = async (tutor: TestUser, modes: string[]) =>
      expect((await call(testApp.app, tutor, 'POST', '/api/users/edit_profile/', { teaching_modes: modes })).statusCode).toBe(200);
    await teach(early, ['student_home']);
    await aGig(testApp.app, early, { subject });
    await aGig(testApp.app, late, { subject });
    expect(await drift()).toEqual([]);
    const homeNearDhaka = async () => {
      const response = await call(testApp.app, student, 'GET', `/api/tutors/?subject=${encodeURIComponent(subject)}&lat=${DHAKA.lat}&lng=${DHAKA.lng}&type=home`);
      return ids(response.json<Page<TutorCard>>());
    };
    expect(await homeNearDhaka()).toEqual([early.id]);

    await teach(late, ['online', 'student_home']);
    await teach(early, ['tutor_place']);
    expect(await drift()).toEqual([]);
    expect(await homeNearDhaka()).toEqual([late.id]);
  });

  it("list a pending subject's gigs once it is approved, and no more once it is withdrawn", async () => {
    const subject = await aSubject(testApp.database, { active: false });
    const tutor = await aTutorInDhaka();
    const gig: Gig = await aGig(testApp.app, tutor, { subject });
    expect(gig.tutor).toBe(tutor.id);
    expect(await nearDhaka(subject)).toMatchObject({ count: 0, results: [] });

    await asAdmin(`/api/admin/subjects/${await subjectId(subject)}/approve/`);
    expect(await drift()).toEqual([]);
    expect(await nearDhaka(subject)).toMatchObject({ count: 1, results: [{ id: tutor.id, subjects: [subject] }] });

    await asAdmin(`/api/admin/subjects/${await subjectId(subject)}/deactivate/`);
    expect(await nearDhaka(subject)).toMatchObject({ count: 0, results: [] });
  });

  it('lose a gig deleted with its tutor', async () => {
    const subject = await aSubject(testApp.database);
    const tutor = await aTutorInDhaka();
    await aGig(testApp.app, tutor, { subject });
    await aGig(testApp.app, tutor, { subject, title: 'Second gig of the same subject' });
    const kept = () =>
      testApp.database.db.selectFrom('tutor_subjects').select('gigs').where('tutor_id', '=', tutor.id).execute();
    expect(await kept()).toEqual([{ gigs: 2 }]);
    await testApp.database.db.deleteFrom('users').where('id', '=', tutor.id).execute();
    expect(await kept()).toEqual([]);
    expect(await drift()).toEqual([]);
  });
});
