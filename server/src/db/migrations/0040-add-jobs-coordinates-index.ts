import { sql, type Kysely, type Migration } from 'kysely';

// /job-map reads open jobs near a place: a bounding box on (latitude, longitude) narrows the rows
// through this index, then the exact distance is computed on those only (as for tutors, 0013).
export const addJobsCoordinatesIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index jobs_open_coordinates_idx on jobs (latitude, longitude) include (id)
      where status = 'open' and latitude is not null`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('jobs_open_coordinates_idx').execute();
  },
};
