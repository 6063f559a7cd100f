import { NEARBY_GIGS_PATH, type NearbyGig } from '@tutorium/shared/contracts';
import { nearbyGigSchema } from '@tutorium/shared/schemas';
import { sql } from 'kysely';
import type { TestApp } from '../helpers/build-test-app';
import { aGig, aStudent, aSubject, aTutor, buildMarketplaceApp, call, placeUser } from '../helpers/marketplace';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildMarketplaceApp();
});

afterAll(async () => {
  await testApp.close();
});

// A corner of the world of its own, so other tests' tutors never fall inside the radius.
const HERE = { lat: -33.9, lng: 18.4 };
const near = (query: string) => `${NEARBY_GIGS_PATH}?${query}`;

describe('GET /api/gigs/near/', () => {
  it('lists the active gigs of tutors within 20 km, nearest first, with distance and place, and nothing further away', async () => {
    const { app, database } = testApp;
    const student = await aStudent(database);
    const [close, closer, far, blocked] = [await aTutor(database), await aTutor(database), await aTutor(database), await aTutor(database)];
    const [subject, pending] = [await aSubject(database), await aSubject(database, { active: false })];
    await placeUser(database, close.id, { lat: HERE.lat + 0.1, lng: HERE.lng, location: 'Rondebosch' });
    await placeUser(database, closer.id, { lat: HERE.lat + 0.01, lng: HERE.lng, location: 'Gardens' });
    await placeUser(database, far.id, { lat: HERE.lat + 0.4, lng: HERE.lng, location: 'Malmesbury' });
    await placeUser(database, blocked.id, { lat: HERE.lat, lng: HERE.lng });
    const closeGig = await aGig(app, close, { subject, title: 'Physics in Rondebosch' });
    const closerGig = await aGig(app, closer, { subject, title: 'Physics in Gardens' });
    await aGig(app, closer, { subject: pending, title: 'Pending subject' });
    await aGig(app, far, { subject });
    await aGig(app, blocked, { subject });
    await database.db.updateTable('users').set({ is_blocked: true }).where('id', '=', blocked.id).execute();
    await database.db.updateTable('gigs').set({ tutor_blocked: true }).where('tutor_id', '=', blocked.id).execute();

    for (const path of [near(`lat=${HERE.lat}&lng=${HERE.lng}`), near(`lat=${HERE.lat}&lng=${HERE.lng}`).replace('/?', '?')]) {
      const response = await call(app, student, 'GET', path);
      expect(response.statusCode).toBe(200);
      const gigs = response.json<NearbyGig[]>().map((gig) => nearbyGigSchema.parse(gig));
      expect(gigs.map((gig) => gig.id)).toEqual([closerGig.id, closeGig.id]);
      expect(gigs[0]).toEqual({
        id: closerGig.id,
        title: 'Physics in Gardens',
        subject,
        tutor: closer.id,
        teacher: closer.username,
        location: 'Gardens',
        latitude: HERE.lat + 0.01,
        longitude: HERE.lng,
        distance_km: 1.1,
      });
      expect(gigs[1].distance_km).toBe(11.1);
    }

    const wider = await call(app, student, 'GET', near(`lat=${HERE.lat}&lng=${HERE.lng}&radius_km=50`));
    expect(wider.json<NearbyGig[]>()).toHaveLength(3);
  });

  it('answers an empty list where no tutor is near', async () => {
    const student = await aStudent(testApp.database);
    const response = await call(testApp.app, student, 'GET', near('lat=-60&lng=-100'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await call(testApp.app, undefined, 'GET', near(`lat=${HERE.lat}&lng=${HERE.lng}`))).statusCode).toBe(401);
  });

  it('answers 400, never 500, for missing or bad coordinates and radius', async () => {
    const student = await aStudent(testApp.database);
    for (const query of ['', 'lat=10', 'lng=10', 'lat=91&lng=0', 'lat=0&lng=181', 'lat=x&lng=1', 'lat=1e3&lng=1', 'lat=1&lng=1&radius_km=0',
      'lat=1&lng=1&radius_km=51', 'lat=1&lng=1&radius_km=far', `lat=${'9'.repeat(5000)}&lng=1`, 'lat=1&lat=2&lng=1'])
      expect({ query, status: (await call(testApp.app, student, 'GET', near(query))).statusCode }).toEqual({ query, status: 400 });
  });

  it('finds the tutors through the coordinates index, not a scan of every tutor, on either database', async () => {
    const rollback = new Error('rollback');
    let plan = '';
    await testApp.database.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into users (username, email, user_type, latitude, longitude)
          select 'near-' || g, 'near-' || g || '@example.test', 'tutor', -80 + (g % 160) + (g % 7) / 10.0, -170 + (g % 340) + (g % 11) / 10.0
          from generate_series(1, 5000) g`.execute(trx);
        await sql`analyze users`.execute(trx);
        await sql`analyze gigs`.execute(trx);
        const { rows } = await sql<Record<string, string>>`explain select gigs.id from users
          inner join gigs on gigs.tutor_id = users.id inner join subjects on subjects.id = gigs.subject_id
          where users.user_type = 'tutor' and not users.is_blocked and users.latitude is not null
            and users.latitude between -34.1 and -33.7 and users.longitude between 18.2 and 18.6
            and gigs.tutor_blocked = false and subjects.is_active = true`.execute(trx);
        plan = rows.map((row) => Object.values(row).join(' ')).join('\n');
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    expect(plan).toContain('users_listed_tutors_coordinates_idx');
    expect(plan).not.toMatch(/Seq Scan on users/);
  });
});
