import { sql, type Kysely, type Migration } from 'kysely';

// Blocking a student closes their open jobs (the triggers keep every list and count exact, and a
// closed job cannot be unlocked); this flag says which ones, so unblocking reopens only those.
export const addJobsClosedByBlock: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table jobs add column closed_by_block boolean not null default false`.execute(db);
    await sql`create index jobs_closed_by_block_idx on jobs (student_id) where closed_by_block`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table jobs drop column closed_by_block`.execute(db);
  },
};
