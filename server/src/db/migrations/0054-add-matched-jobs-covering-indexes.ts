import { sql, type Kysely, type Migration } from 'kysely';

// A tutor's matched jobs include every job they unlocked (hundreds for a busy tutor): their ids
// and what the list and its count need of those jobs (status, subjects, place, creation time) are
// read from these two indexes alone, not from a row of each table per unlock.
export const addMatchedJobsCoveringIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index job_unlocks_tutor_job_idx on job_unlocks (tutor_id, job_id)`.execute(db);
    await sql`create index jobs_match_facts_idx on jobs (id) include (status, subject_ids, latitude, longitude, created_at)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('jobs_match_facts_idx').execute();
    await db.schema.dropIndex('job_unlocks_tutor_job_idx').execute();
  },
};
