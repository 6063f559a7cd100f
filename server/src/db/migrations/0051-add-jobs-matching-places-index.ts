import { sql, type Kysely, type Migration } from 'kysely';

// A tutor's matched jobs come nearest first (10 km bands), so the first pages are the open jobs
// around the tutor's place: a bounding box on (latitude, longitude) whose index also carries the
// subjects and the creation time, so the box, the subject match and the order are read from the
// index alone. It replaces 0040's index of the same rows, which /job-map's radius search now uses.
export const addJobsMatchingPlacesIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index jobs_open_places_idx on jobs (latitude, longitude) include (subject_ids, created_at, id)
      where status = 'open' and latitude is not null`.execute(db);
    await sql`drop index jobs_open_coordinates_idx`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`create index jobs_open_coordinates_idx on jobs (latitude, longitude) include (id)
      where status = 'open' and latitude is not null`.execute(db);
    await sql`drop index jobs_open_places_idx`.execute(db);
  },
};
