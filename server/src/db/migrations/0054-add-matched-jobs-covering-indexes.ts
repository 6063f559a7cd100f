import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A tutor's matched jobs include every job they unlocked (hundreds for a busy tutor). Each unlock
 * carries what the matched list and its count need of its job: its place, creation time and
 * subjects (a job never changes them; copied at insert) and whether it is open (kept by a trigger
 * when the job's status changes). The nearest pages read the tutor's unlocks inside a box, and the
 * count the unlocks outside the open matching jobs, from one index, without a look-up of each job.
 */
export const addMatchedJobsCoveringIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table job_unlocks add column job_latitude double precision, add column job_longitude double precision,
      add column job_created_at timestamptz, add column job_subject_ids bigint[], add column job_open boolean`.execute(db);
    await sql`create function job_unlocks_copy_job() returns trigger language plpgsql as $$
      begin
        select latitude, longitude, created_at, subject_ids, status = 'open'
          into new.job_latitude, new.job_longitude, new.job_created_at, new.job_subject_ids, new.job_open
        from jobs where id = new.job_id;
        return new;
      end
    $$`.execute(db);
    await sql`create trigger job_unlocks_copy_job before insert on job_unlocks
      for each row execute function job_unlocks_copy_job()`.execute(db);
    await sql`create function jobs_maintain_unlocks_open() returns trigger language plpgsql as $$
      begin
        update job_unlocks set job_open = changed.status = 'open'
        from (select new_jobs.id, new_jobs.status from new_jobs join old_jobs on old_jobs.id = new_jobs.id
              where new_jobs.status is distinct from old_jobs.status) as changed
        where job_unlocks.job_id = changed.id;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger jobs_unlocks_open after update on jobs referencing old table as old_jobs new table as new_jobs
      for each statement execute function jobs_maintain_unlocks_open()`.execute(db);
    await sql`update job_unlocks set job_latitude = jobs.latitude, job_longitude = jobs.longitude, job_created_at = jobs.created_at,
        job_subject_ids = jobs.subject_ids, job_open = jobs.status = 'open'
      from jobs where jobs.id = job_unlocks.job_id`.execute(db);
    // Every unlock has its job (a foreign key), so these are always known.
    await sql`alter table job_unlocks alter column job_created_at set not null, alter column job_subject_ids set not null,
      alter column job_open set not null`.execute(db);
    await sql`create index job_unlocks_tutor_place_idx on job_unlocks (tutor_id, job_latitude, job_longitude)
      include (job_id, job_created_at, job_open, job_subject_ids)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('job_unlocks_tutor_place_idx').execute();
    await sql`drop trigger jobs_unlocks_open on jobs`.execute(db);
    await sql`drop function jobs_maintain_unlocks_open()`.execute(db);
    await sql`drop trigger job_unlocks_copy_job on job_unlocks`.execute(db);
    await sql`drop function job_unlocks_copy_job()`.execute(db);
    await sql`alter table job_unlocks drop column job_latitude, drop column job_longitude, drop column job_created_at,
      drop column job_subject_ids, drop column job_open`.execute(db);
  },
};
