import { sql, type Kysely, type Migration } from 'kysely';

// The tutor list and the radius search read listed tutors only (tutors who are not blocked), so
// the indexes hold only them. A radius search is a bounding box on (latitude, longitude), then
// the exact distance on the few rows inside it: no PostGIS, the same on PGlite and PostgreSQL.
export const addTutorSearchIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('users_listed_tutors_coordinates_idx')
      .on('users')
      .columns(['latitude', 'longitude'])
      .where(sql.raw<boolean>(`user_type = 'tutor' and not is_blocked and latitude is not null`))
      .execute();
    // The list's order within each group (premium first): newest accounts first.
    await db.schema
      .createIndex('users_listed_tutors_idx')
      .on('users')
      .columns(['id desc'])
      .where(sql.raw<boolean>(`user_type = 'tutor' and not is_blocked`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('users_listed_tutors_idx').execute();
    await db.schema.dropIndex('users_listed_tutors_coordinates_idx').execute();
  },
};
