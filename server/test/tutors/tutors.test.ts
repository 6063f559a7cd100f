import { LOCKED_CONTACT, TUTOR_PAGE_SIZE, type Page, type TutorCard, type TutorProfile } from '@tutorium/shared/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { TestApp } from '../helpers/build-test-app';
import { aGig, anUnlock, aStudent, aSubject, aTutor, buildMarketplaceApp, call, placeUser, type TestUser } from '../helpers/marketplace';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildMarketplaceApp();
});

afterAll(async () => {
  await testApp.close();
});

const DAY_MS = 86_400_000;
const list = async (query: string, user?: TestUser) => {
  const response = await call(testApp.app, user, 'GET', `/api/tutors/?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<Page<TutorCard>>();
};
const ids = (page: Page<TutorCard>) => page.results.map((tutor) => tutor.id);

/** A tutor teaching `subject` (an active gig). */
async function aTeacherOf(subject: string, phone: string | null = null): Promise<TestUser> {
  const tutor = await aTutor(testApp.database, phone);
  await aGig(testApp.app, tutor, { subject });
  return tutor;
}

describe('the tutor list', () => {
  it('is public, paged by 8 by default, premium tutors first then newest, with subjects, rating and masked contact', async () => {
    const subject = await aSubject(testApp.database);
    const tutors: TestUser[] = [];
    for (let index = 0; index < 10; index += 1) tutors.push(await aTeacherOf(subject, '+8801700000000'));
    const premium = tutors[2]!;
    const expired = tutors[3]!;
    await placeUser(testApp.database, premium.id, { lat: null, lng: null, premiumUntil: new Date(Date.now() + DAY_MS) });
    await placeUser(testApp.database, expired.id, { lat: null, lng: null, premiumUntil: new Date(Date.now() - DAY_MS) });

    const first = await list(`subject=${encodeURIComponent(subject.toLowerCase())}`);
    expect(first.count).toBe(10);
    expect(first.results).toHaveLength(TUTOR_PAGE_SIZE);
    expect(first.previous).toBeNull();
    expect(first.next).toContain('page=2');
    const newestFirst = tutors.filter((tutor) => tutor !== premium).map((tutor) => tutor.id).reverse();
    expect(ids(first)).toEqual([premium.id, ...newestFirst.slice(0, 7)]);
    expect(first.results[0]).toEqual({
      id: premium.id,
      username: premium.username,
      first_name: 'Test',
      last_name: 'User',
      profile_picture: null,
      location: null,
      bio: null,
      education: null,
      experience: null,
      subjects: [subject],
      is_verified: false,
      is_premium: true,
      average_rating: null,
      reviews_count: 0,
      date_joined: expect.any(String),
      phone_number: LOCKED_CONTACT,
      email: LOCKED_CONTACT,
      contact_unlocked: false,
      distance_km: null,
      teaching_modes: ['online'],
      gigs: [{ id: expect.any(Number), title: 'Algebra for beginners', description: expect.any(String), subject }],
    });
    expect(first.results.find((tutor) => tutor.id === expired.id)?.is_premium).toBe(false);

    const second = await list(`subject=${encodeURIComponent(subject)}&page=2`);
    expect(ids(second)).toEqual(newestFirst.slice(7));
    expect(second.next).toBeNull();
    expect(ids(await list(`subject=${encodeURIComponent(subject)}&premium=true`))).toEqual([premium.id]);
    expect((await list(`subject=${encodeURIComponent(subject)}&page_size=50`)).results).toHaveLength(10);
  });

  it('shows a tutor their own contact and a student the contacts they unlocked', async () => {
    const subject = await aSubject(testApp.database);
    const [tutor, student] = [await aTeacherOf(subject, '+8801799999999'), await aStudent(testApp.database)];
    expect((await list(`subject=${encodeURIComponent(subject)}`, tutor)).results[0]?.phone_number).toBe('+8801799999999');
    expect((await list(`subject=${encodeURIComponent(subject)}`, student)).results[0]?.phone_number).toBe(LOCKED_CONTACT);
    await anUnlock(testApp.app, student, tutor.id);
    expect((await list(`subject=${encodeURIComponent(subject)}`, student)).results[0]).toMatchObject({ phone_number: '+8801799999999', contact_unlocked: true });
  });

  it("gives a tutor's picture as the address the browser loads it from, on cards and the profile", async () => {
    const subject = await aSubject(testApp.database);
    const tutor = await aTeacherOf(subject);
    await testApp.database.db.updateTable('users').set({ profile_picture: 'a1b2c3.png' }).where('id', '=', tutor.id).execute();
    expect((await list(`subject=${encodeURIComponent(subject)}`)).results[0]?.profile_picture).toBe('/media/avatars/a1b2c3.png');
    const profile = await call(testApp.app, tutor, 'GET', `/api/tutors/${tutor.id}/`);
    expect(profile.json<TutorProfile>().profile_picture).toBe('/media/avatars/a1b2c3.png');
  });

  it("takes a tutor's subjects from their active gigs only, and an unknown or pending subject lists nobody", async () => {
    const [active, pending] = [await aSubject(testApp.database), await aSubject(testApp.database, { active: false })];
    const tutor = await aTeacherOf(active);
    await aGig(testApp.app, tutor, { subject: pending });
    expect((await list(`subject=${encodeURIComponent(active)}`)).results[0]?.subjects).toEqual([active]);
    expect(await list(`subject=${encodeURIComponent(pending)}`)).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await list('subject=No%20such%20subject%20anywhere')).count).toBe(0);
  });

  it('never lists a blocked tutor, and filters by location text', async () => {
    const subject = await aSubject(testApp.database);
    const [blocked, placed, unplaced] = [await aTeacherOf(subject), await aTeacherOf(subject), await aTeacherOf(subject)];
    await testApp.database.db.updateTable('users').set({ is_blocked: true }).where('id', '=', blocked.id).execute();
    await placeUser(testApp.database, placed.id, { lat: 22.3569, lng: 91.7832, location: 'Chattogram, Bangladesh' });
    await placeUser(testApp.database, unplaced.id, { lat: null, lng: null, location: 'Online only' });
    const bySubject = `subject=${encodeURIComponent(subject)}`;
    expect(ids(await list(bySubject))).toEqual([unplaced.id, placed.id]);
    expect(ids(await list(`${bySubject}&location=chattogram`))).toEqual([placed.id]);
    expect((await call(testApp.app, await aStudent(testApp.database), 'GET', `/api/tutors/${blocked.id}/`)).statusCode).toBe(404);
  });

  it("filters by how tutors teach: type=online teaches online, type=home at the student's home, with or without a subject or a place", async () => {
    const subject = await aSubject(testApp.database);
    const [online, home, both, ownPlace] = [await aTeacherOf(subject), await aTeacherOf(subject), await aTeacherOf(subject), await aTeacherOf(subject)];
    for (const [tutor, modes] of [[home, ['student_home']], [both, ['tutor_place', 'online', 'student_home']], [ownPlace, ['tutor_place']]] as const) {
      expect((await call(testApp.app, tutor, 'POST', '/api/users/edit_profile/', { teaching_modes: modes })).statusCode).toBe(200);
    }
    // Without a place on the profile: teaching at the student's home needs none.
    await placeUser(testApp.database, home.id, { lat: null, lng: null, location: null });
    const bySubject = `subject=${encodeURIComponent(subject)}`;
    expect(ids(await list(bySubject))).toEqual([ownPlace.id, both.id, home.id, online.id]);
    expect(ids(await list(`${bySubject}&type=online`))).toEqual([both.id, online.id]);
    expect(ids(await list(`${bySubject}&type=home`))).toEqual([both.id, home.id]);
    expect((await list(`${bySubject}&type=home`)).results.map((tutor) => tutor.teaching_modes)).toEqual([['online', 'student_home', 'tutor_place'], ['student_home']]);

    // Without a subject (the users indexes), and near a place (only placed tutors).
    const all = async (query: string) => (await list(`${query}&page_size=50`)).results.filter((tutor) => [online.id, home.id, both.id, ownPlace.id].includes(tutor.id));
    expect((await all('type=online')).map((tutor) => tutor.id)).toEqual([both.id, online.id]);
    expect((await all('type=home')).map((tutor) => tutor.id)).toEqual([both.id, home.id]);
    for (const tutor of [online, both, ownPlace]) await placeUser(testApp.database, tutor.id, { lat: -41.2865, lng: 174.7762, location: 'Wellington' });
    const nearby = '&lat=-41.2865&lng=174.7762&radius_km=5';
    expect(ids(await list(`${bySubject}${nearby}&type=home`))).toEqual([both.id]);
    expect(ids(await list(`type=online${nearby}`)).sort()).toEqual([online.id, both.id].sort());
    expect((await list(`${bySubject}&type=online&premium=true`)).count).toBe(0);
  });

  it('near a place lists the tutors within radius_km (default 20), nearest first, with their distance', async () => {
    const subject = await aSubject(testApp.database);
    const [near, nearer, far, unplaced] = [await aTeacherOf(subject), await aTeacherOf(subject), await aTeacherOf(subject), await aTeacherOf(subject)];
    // Around Dhaka (23.8103, 90.4125): about 11 km, 1.1 km and 120 km away.
    await placeUser(testApp.database, near.id, { lat: 23.9103, lng: 90.4125 });
    await placeUser(testApp.database, nearer.id, { lat: 23.8203, lng: 90.4125 });
    await placeUser(testApp.database, far.id, { lat: 24.9, lng: 90.4125 });
    await placeUser(testApp.database, unplaced.id, { lat: null, lng: null });
    const page = await list(`subject=${encodeURIComponent(subject)}&lat=23.8103&lng=90.4125`);
    expect(ids(page)).toEqual([nearer.id, near.id]);
    expect(page.results.map((tutor) => tutor.distance_km)).toEqual([1.1, 11.1]);
    expect(page.count).toBe(2);
    const lastPage = await list(`subject=${encodeURIComponent(subject)}&lat=23.8103&lng=90.4125&page=2&page_size=1`);
    expect(lastPage).toMatchObject({ count: 2, next: null });
    expect(ids(lastPage)).toEqual([near.id]);
    expect(await list(`subject=${encodeURIComponent(subject)}&lat=23.8103&lng=90.4125&page=3&page_size=1`)).toMatchObject({ count: 2, results: [] });
    expect(ids(await list(`subject=${encodeURIComponent(subject)}&lat=23.8103&lng=90.4125&radius_km=200`))).toEqual([nearer.id, near.id, far.id]);

    const search = await call(testApp.app, undefined, 'POST', '/api/tutors/search/', { subject, location: 'Dhaka', lat: 23.8103, lng: 90.4125 });
    expect(search.statusCode).toBe(200);
    expect(ids(search.json<Page<TutorCard>>())).toEqual([nearer.id, near.id]);
    const withoutPlace = await call(testApp.app, undefined, 'POST', '/api/tutors/search', { subject });
    expect(withoutPlace.json<Page<TutorCard>>().count).toBe(4);
  });

  it('finds tutors across the date line and near a pole', async () => {
    const subject = await aSubject(testApp.database);
    const [east, west] = [await aTeacherOf(subject), await aTeacherOf(subject)];
    await placeUser(testApp.database, east.id, { lat: -16.5, lng: 179.95 });
    await placeUser(testApp.database, west.id, { lat: -16.5, lng: -179.95 });
    expect(ids(await list(`subject=${encodeURIComponent(subject)}&lat=-16.5&lng=179.99&radius_km=20`)).sort()).toEqual([east.id, west.id].sort());
    await placeUser(testApp.database, east.id, { lat: 89.95, lng: 10 });
    expect(ids(await list(`subject=${encodeURIComponent(subject)}&lat=89.99&lng=-170&radius_km=20`))).toEqual([east.id]);
  });

  it('finds the tutors in the box through the coordinates index, not a scan of every tutor, on either database', async () => {
    const rollback = new Error('rollback');
    let plan = '';
    await testApp.database.db
      .transaction()
      .execute(async (trx) => {
        // Thousands of tutors spread over the globe, so the planner weighs a real table.
        await sql`insert into users (username, email, user_type, latitude, longitude)
          select 'geo-' || g, 'geo-' || g || '@example.test', 'tutor', -80 + (g % 160) + (g % 7) / 10.0, -170 + (g % 340) + (g % 11) / 10.0
          from generate_series(1, 5000) g`.execute(trx);
        await sql`analyze users`.execute(trx);
        const { rows } = await sql<Record<string, string>>`explain select id from users
          where users.user_type = 'tutor' and not users.is_blocked and users.latitude is not null
            and users.latitude between 23.6 and 24.0 and users.longitude between 90.2 and 90.6`.execute(trx);
        plan = rows.map((row) => Object.values(row).join(' ')).join('\n');
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    expect(plan).toContain('users_listed_tutors_coordinates_idx');
    expect(plan).not.toContain('Seq Scan');
  });

  it('pages the tutors of a teaching mode through the list indexes, not a scan of every tutor, on either database', async () => {
    const rollback = new Error('rollback');
    const plans: string[] = [];
    const subject = await aSubject(testApp.database);
    await testApp.database.db
      .transaction()
      .execute(async (trx) => {
        // Thousands of tutors with a gig each, teaching in every combination.
        await sql`insert into users (username, email, user_type, latitude, longitude, teaches_online, teaches_at_student_home)
          select 'mode-' || g, 'mode-' || g || '@example.test', 'tutor', -80 + (g % 160), -170 + (g % 340), g % 3 > 0, g % 2 = 0
          from generate_series(1, 5000) g`.execute(trx);
        await sql`insert into gigs (tutor_id, subject_id, title, description, fee_details)
          select users.id, subjects.id, 'Lessons', 'Lessons', '500 BDT' from users, subjects
          where users.username like 'mode-%' and subjects.name = ${subject}`.execute(trx);
        await sql`analyze users`.execute(trx);
        await sql`analyze tutor_subjects`.execute(trx);
        const subjectId = sql.lit(Number((await sql<{ id: string }>`select id from subjects where name = ${subject}`.execute(trx)).rows[0]?.id));
        const explain = async (query: RawBuilder<unknown>) => {
          const { rows } = await sql<Record<string, string>>`explain ${query}`.execute(trx);
          plans.push(rows.map((row) => Object.values(row).join(' ')).join('\n'));
        };
        await explain(sql`select id from users where users.user_type = 'tutor' and not users.is_blocked and users.teaches_at_student_home
          order by id desc limit 8`);
        await explain(sql`select tutor_id from tutor_subjects where tutor_subjects.subject_id = ${subjectId} and tutor_subjects.listed
          and tutor_subjects.teaches_at_student_home order by tutor_id desc limit 8`);
        await explain(sql`select tutor_id from tutor_subjects where tutor_subjects.subject_id = ${subjectId} and tutor_subjects.listed
          and tutor_subjects.latitude is not null and tutor_subjects.teaches_online
          and tutor_subjects.latitude between 23.6 and 24.0 and tutor_subjects.longitude between 90.2 and 90.6`);
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    expect(plans).toHaveLength(3);
    for (const plan of plans) expect(plan).not.toContain('Seq Scan');
    // Without a subject the planner may walk the primary key instead (nearly every row is a tutor here): either reads in id order.
    expect(plans[0]).toMatch(/Index (Only )?Scan (Backward )?using (users_listed_tutors_idx|users_pkey)/);
    expect(plans[1]).toContain('tutor_subjects_list_idx');
    expect(plans[2]).toContain('tutor_subjects_place_idx');
  });

  it('answers 400 for bad paging, radius, coordinates and filters, and 404 for unknown tutors', async () => {
    for (const query of ['page=0', 'page=x', 'page_size=51', 'page_size=0', 'radius_km=0', 'radius_km=abc', 'lat=91&lng=0', 'lat=10', 'lng=10', 'lat=1e3&lng=1', 'premium=maybe', 'type=teleport', `subject=${'x'.repeat(101)}`])
      expect((await call(testApp.app, undefined, 'GET', `/api/tutors/?${query}`)).statusCode).toBe(400);
    for (const payload of [{}, { subject: '' }, { subject: 'Physics', lat: 1 }, { subject: 'Physics', radius_km: -1 }, { subject: 'Physics', radius_km: 'far' }, { subject: 'Physics', page_size: 51 }, { subject: 'Physics', extra: 1 }])
      expect((await call(testApp.app, undefined, 'POST', '/api/tutors/search/', payload)).statusCode).toBe(400);
    const malformed = await testApp.app.inject({ method: 'POST', url: '/api/tutors/search/', headers: { 'content-type': 'application/json' }, payload: '{"subject"' });
    expect(malformed.statusCode).toBe(400);
    expect((await call(testApp.app, undefined, 'GET', '/api/tutors/?page=999')).json<Page<TutorCard>>().results).toEqual([]);
    expect((await call(testApp.app, undefined, 'GET', '/api/tutors/', undefined)).statusCode).toBe(200);
    const student = await aStudent(testApp.database);
    for (const url of ['/api/tutors/999999999/', '/api/tutors/0/', '/api/tutors/abc/', `/api/tutors/${student.id}/`])
      expect((await call(testApp.app, student, 'GET', url)).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/tutors/', headers: { authorization: 'Bearer nonsense' } })).statusCode).toBe(401);
  });

  it("shows a tutor's profile with their gigs", async () => {
    const subject = await aSubject(testApp.database);
    const tutor = await aTeacherOf(subject);
    const response = await call(testApp.app, await aStudent(testApp.database), 'GET', `/api/tutors/${tutor.id}/`);
    expect(response.statusCode).toBe(200);
    const profile = response.json<TutorProfile>();
    expect(profile).toMatchObject({ id: tutor.id, username: tutor.username, subjects: [subject], average_rating: null, reviews_count: 0 });
    expect(profile.gigs.map((gig) => gig.subject)).toEqual([subject]);
  });
});
