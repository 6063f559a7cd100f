import { sql, type Kysely, type Migration } from 'kysely';

// The tutor list and the radius search read listed tutors only (tutors who are not blocked), so
// the indexes hold only them. A radius search is a bounding box on (latitude, longitude), then
// the exact distance on the few rows inside it: no PostGIS, the same on PGlite and PostgreSQL.
export const addTutorSearchIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    // Covering: a search counts and orders the tutors in the box from the index alone.
    await sql`create index users_listed_tutors_coordinates_idx on users (latitude, longitude) include (id, premium_expires)
      where user_type = 'tutor' and not is_blocked and latitude is not null`.execute(db);
    // The list's order within each group (premium first, then the rest): newest accounts first.
    // premium_expires is carried along so the list's counts read the index only.
    await sql`create index users_listed_tutors_idx on users (id desc) include (premium_expires)
      where user_type = 'tutor' and not is_blocked`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('users_listed_tutors_idx').execute();
    await db.schema.dropIndex('users_listed_tutors_coordinates_idx').execute();
  },
};
