import type { NearbyJob, Page } from '@tutorium/shared/contracts';
import { sql } from 'kysely';
import type { TestApp } from '../helpers/build-test-app';
import { aJob, aStudent, buildMarketplaceApp, call, setBalance } from '../helpers/marketplace';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildMarketplaceApp();
});

afterAll(async () => {
  await testApp.close();
});

// About 1.11 km of latitude per 0.01 degree.
const KM = 1 / 111.2;

const nearby = async (query: string) => {
  const response = await call(testApp.app, undefined, 'GET', `/api/jobs/nearby/?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<NearbyJob[]>();
};

describe('open jobs near a place (/job-map)', () => {
  it('lists the open jobs within the radius (20 km by default), nearest first, with their distance, and none other', async () => {
    const { app, database } = testApp;
    const student = await aStudent(database);
    await setBalance(database, student.id, 10);
    const [lat, lng] = [-41.3, 174.78];
    const place = (km: number) => ({ latitude: lat + km * KM, longitude: lng, location: `${km} km north` });
    const far = await aJob(app, student, place(12));
    const near = await aJob(app, student, place(2));
    const outside = await aJob(app, student, place(25));
    const closed = await aJob(app, student, place(1));
    await call(app, student, 'PATCH', `/api/jobs/${closed.id}/`, { status: 'closed' });
    await aJob(app, student, { latitude: null, longitude: null, location: 'Online' });

    const found = await nearby(`lat=${lat}&lng=${lng}`);
    expect(found.map((job) => job.id)).toEqual([near.id, far.id]);
    expect(found[0]).toMatchObject({ id: near.id, title: near.title, latitude: near.latitude, longitude: near.longitude, status: 'open', applicants_count: 0, distance_km: 2 });
    expect(found[0]).not.toHaveProperty('phone');
    expect(found[0]).not.toHaveProperty('student');
    expect(found[1]?.distance_km).toBe(12);

    expect((await nearby(`lat=${lat}&lng=${lng}&radius_km=30`)).map((job) => job.id)).toEqual([near.id, far.id, outside.id]);
    expect((await nearby(`lat=${lat}&lng=${lng}&radius_km=5`)).map((job) => job.id)).toEqual([near.id]);

    const page = (await call(app, undefined, 'GET', `/api/jobs/nearby?lat=${lat}&lng=${lng}&page=1&page_size=1`)).json<Page<NearbyJob>>();
    expect(page.count).toBe(2);
    expect(page.results.map((job) => job.id)).toEqual([near.id]);
    expect(page.next).toContain('page=2');
  });

  it('finds jobs across the date line and near a pole', async () => {
    const { app, database } = testApp;
    const student = await aStudent(database);
    await setBalance(database, student.id, 10);
    const east = await aJob(app, student, { latitude: -16.5, longitude: 179.95, location: 'East of the line' });
    const west = await aJob(app, student, { latitude: -16.5, longitude: -179.95, location: 'West of the line' });
    expect((await nearby('lat=-16.5&lng=179.99&radius_km=20')).map((job) => job.id).sort()).toEqual([east.id, west.id].sort());
    const polar = await aJob(app, student, { latitude: 89.95, longitude: 10, location: 'Near the pole' });
    expect((await nearby('lat=89.99&lng=-170&radius_km=20')).map((job) => job.id)).toEqual([polar.id]);
  });

  it('answers 400 for a missing or bad place, radius or page; a visitor may ask, a bad token may not', async () => {
    for (const query of ['', 'lat=10', 'lng=10', 'lat=91&lng=0', 'lat=0&lng=181', 'lat=abc&lng=1', 'lat=1e3&lng=1', 'lat=1&lng=1&radius_km=0',
      'lat=1&lng=1&radius_km=501', 'lat=1&lng=1&radius_km=far', 'lat=1&lng=1&page=0', 'lat=1&lng=1&page_size=101'])
      expect((await call(testApp.app, undefined, 'GET', `/api/jobs/nearby/?${query}`)).statusCode).toBe(400);
    expect((await nearby('lat=0&lng=0'))).toEqual([]);
    const student = await aStudent(testApp.database);
    expect((await call(testApp.app, student, 'GET', '/api/jobs/nearby/?lat=0&lng=0')).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/jobs/nearby/?lat=0&lng=0', headers: { authorization: 'Bearer nonsense' } })).statusCode).toBe(401);
  });

  it('reads the jobs in the box through the coordinates index, not a scan of every job, on either database', async () => {
    const rollback = new Error('rollback');
    let plan = '';
    const student = await aStudent(testApp.database);
    await testApp.database.db
      .transaction()
      .execute(async (trx) => {
        // Thousands of open jobs spread over the globe, so the planner weighs a real table.
        await sql`insert into jobs (student_id, title, description, service_type, modes, is_online, is_offline, budget, budget_type,
            location, latitude, longitude, subject_names, subject_ids, languages, education_level, phone, search_text)
          select ${student.id}, 'Job ' || g, 'Help', 'Tutoring', array['At My Place'], false, true, 10, 'Per Hour',
            'Somewhere', -80 + (g % 160) + (g % 7) / 10.0, -170 + (g % 340) + (g % 11) / 10.0, array['Mathematics'], array[]::bigint[],
            array[]::text[], 'Primary', '+8801711111111', 'job'
          from generate_series(1, 5000) g`.execute(trx);
        await sql`analyze jobs`.execute(trx);
        const { rows } = await sql<Record<string, string>>`explain select id from jobs
          where jobs.status = 'open' and jobs.latitude is not null
            and jobs.latitude between 23.6 and 24.0 and jobs.longitude between 90.2 and 90.6`.execute(trx);
        plan = rows.map((row) => Object.values(row).join(' ')).join('\n');
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    expect(plan).toContain('jobs_open_coordinates_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});
