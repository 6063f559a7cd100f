import { sql, type Kysely, type Migration } from 'kysely';

export const createJobs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('student_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('description', 'text', (column) => column.notNull())
      .addColumn('service_type', 'text', (column) => column.notNull().check(sql`service_type in ('Tutoring', 'Assignment Help')`))
      .addColumn('modes', sql`text[]`, (column) => column.notNull())
      // Derived from modes by the repository, so each list filter has a partial index of its own.
      .addColumn('is_online', 'boolean', (column) => column.notNull())
      .addColumn('is_offline', 'boolean', (column) => column.notNull())
      .addColumn('budget', 'double precision', (column) => column.notNull().check(sql`budget >= 0`))
      .addColumn('budget_type', 'text', (column) => column.notNull())
      .addColumn('total_hours', 'double precision', (column) => column.check(sql`total_hours >= 0`))
      .addColumn('location', 'text', (column) => column.notNull())
      .addColumn('latitude', 'double precision', (column) => column.check(sql`latitude between -90 and 90`))
      .addColumn('longitude', 'double precision', (column) => column.check(sql`longitude between -180 and 180`))
      .addColumn('country', 'text')
      // The names as the student typed them, and the ids of the known subjects among them (matching).
      .addColumn('subject_names', sql`text[]`, (column) => column.notNull())
      .addColumn('subject_ids', sql`bigint[]`, (column) => column.notNull())
      .addColumn('languages', sql`text[]`, (column) => column.notNull())
      .addColumn('education_level', 'text', (column) => column.notNull())
      .addColumn('gender_preference', 'text')
      .addColumn('distance_km', 'double precision', (column) => column.check(sql`distance_km >= 0`))
      .addColumn('phone', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull().defaultTo('open').check(sql`status in ('open', 'completed', 'closed')`))
      // Tutors who unlocked the job; only the unlock transaction (with its job_unlocks row) raises it.
      .addColumn('unlock_count', 'integer', (column) => column.notNull().defaultTo(0).check(sql`unlock_count >= 0`))
      // Title, description, subjects, location and country, lower-cased: what the list's search reads.
      .addColumn('search_text', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('jobs_coordinates_together', sql`(latitude is null) = (longitude is null)`)
      .execute();

    // The public list, newest first, one partial index per filter (all, online, offline, assignment).
    const open = sql`status = 'open'`;
    await sql`create index jobs_open_idx on jobs (created_at desc, id desc) where ${open}`.execute(db);
    await sql`create index jobs_open_online_idx on jobs (created_at desc, id desc) where ${open} and is_online`.execute(db);
    await sql`create index jobs_open_offline_idx on jobs (created_at desc, id desc) where ${open} and is_offline`.execute(db);
    await sql`create index jobs_open_assignment_idx on jobs (created_at desc, id desc) where ${open} and service_type = 'Assignment Help'`.execute(db);
    await db.schema.createIndex('jobs_student_idx').on('jobs').columns(['student_id', 'created_at desc', 'id desc']).execute();
    // Matching: open jobs sharing a subject with a tutor's active gigs.
    await sql`create index jobs_open_subjects_idx on jobs using gin (subject_ids) where ${open}`.execute(db);
    // Search: PostgreSQL full-text search with prefix terms, on the built-in 'simple' configuration
    // (no stemming: names of places and subjects are not English words), the same on PGlite.
    await sql`create index jobs_open_search_idx on jobs using gin (to_tsvector('simple', search_text)) where ${open}`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('jobs').execute();
  },
};
