import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A tutor's matched jobs include every job they unlocked (hundreds for a busy tutor). Each unlock
 * carries its job's place and creation time (a job never moves; a trigger copies them at insert),
 * so the nearest pages read the tutor's unlocks inside a box from one index, without a look-up of
 * each job. The count, which needs each unlocked job's status and subjects, reads them from a
 * covering index of the jobs instead of their rows.
 */
export const addMatchedJobsCoveringIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table job_unlocks add column job_latitude double precision, add column job_longitude double precision,
      add column job_created_at timestamptz`.execute(db);
    await sql`create function job_unlocks_copy_job_place() returns trigger language plpgsql as $$
      begin
        select latitude, longitude, created_at into new.job_latitude, new.job_longitude, new.job_created_at
        from jobs where id = new.job_id;
        return new;
      end
    $$`.execute(db);
    await sql`create trigger job_unlocks_job_place before insert on job_unlocks
      for each row execute function job_unlocks_copy_job_place()`.execute(db);
    await sql`update job_unlocks set job_latitude = jobs.latitude, job_longitude = jobs.longitude, job_created_at = jobs.created_at
      from jobs where jobs.id = job_unlocks.job_id`.execute(db);
    // Every unlock has its job (a foreign key), so this one is always known.
    await sql`alter table job_unlocks alter column job_created_at set not null`.execute(db);
    await sql`create index job_unlocks_tutor_place_idx on job_unlocks (tutor_id, job_latitude, job_longitude)
      include (job_id, job_created_at)`.execute(db);
    await sql`create index jobs_match_facts_idx on jobs (id) include (status, subject_ids, latitude, longitude, created_at)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('jobs_match_facts_idx').execute();
    await db.schema.dropIndex('job_unlocks_tutor_place_idx').execute();
    await sql`drop trigger job_unlocks_job_place on job_unlocks`.execute(db);
    await sql`drop function job_unlocks_copy_job_place()`.execute(db);
    await sql`alter table job_unlocks drop column job_latitude, drop column job_longitude, drop column job_created_at`.execute(db);
  },
};
