import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A tutor's matched jobs come nearest first (10 km bands), so their first pages are the open jobs
 * of the tutor's subjects around the tutor's place. This table holds one row per open job with a
 * place and each of its subjects, keyed by (subject, latitude, longitude): a bounding box per
 * subject reads just those jobs from the key, with their creation time, and nothing else.
 * Statement triggers (as 0050) keep it; an update that moves no row (an unlock) writes nothing.
 */
export const createJobSubjectPlaces: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table job_subject_places (
      subject_id bigint not null,
      latitude double precision not null,
      longitude double precision not null,
      job_id bigint not null,
      created_at timestamptz not null,
      primary key (subject_id, latitude, longitude, job_id) include (created_at)
    )`.execute(db);
    // The rows of open jobs with a place, one per distinct subject.
    await sql`create function job_subject_place_rows(ids bigint[], lat double precision, lng double precision,
        job bigint, created timestamptz, state text)
      returns table (subject_id bigint, latitude double precision, longitude double precision, job_id bigint, created_at timestamptz)
      language sql immutable as $$
        select distinct subject, lat, lng, job, created from unnest(ids) as subject
        where state = 'open' and lat is not null and lng is not null
      $$`.execute(db);
    await sql`create function jobs_maintain_subject_places() returns trigger language plpgsql as $$
      declare
        old_rows text := case when tg_op in ('UPDATE', 'DELETE') then 'old_jobs' else '(select * from jobs where false)' end;
        new_rows text := case when tg_op in ('UPDATE', 'INSERT') then 'new_jobs' else '(select * from jobs where false)' end;
      begin
        execute format($q$
          with before as (
            select places.* from %1$s as changed
            cross join lateral job_subject_place_rows(changed.subject_ids, changed.latitude, changed.longitude, changed.id, changed.created_at, changed.status) as places
          ), after as (
            select places.* from %2$s as changed
            cross join lateral job_subject_place_rows(changed.subject_ids, changed.latitude, changed.longitude, changed.id, changed.created_at, changed.status) as places
          ), gone as (
            delete from job_subject_places using (select * from before except select * from after) as gone
            where job_subject_places.subject_id = gone.subject_id and job_subject_places.latitude = gone.latitude
              and job_subject_places.longitude = gone.longitude and job_subject_places.job_id = gone.job_id
          )
          insert into job_subject_places (subject_id, latitude, longitude, job_id, created_at)
          select * from (select * from after except select * from before) as added
        $q$, old_rows, new_rows);
        return null;
      end
    $$`.execute(db);
    await sql`create function jobs_reset_subject_places() returns trigger language plpgsql as $$
      begin
        delete from job_subject_places;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger jobs_subject_places_insert after insert on jobs referencing new table as new_jobs
      for each statement execute function jobs_maintain_subject_places()`.execute(db);
    await sql`create trigger jobs_subject_places_update after update on jobs referencing old table as old_jobs new table as new_jobs
      for each statement execute function jobs_maintain_subject_places()`.execute(db);
    await sql`create trigger jobs_subject_places_delete after delete on jobs referencing old table as old_jobs
      for each statement execute function jobs_maintain_subject_places()`.execute(db);
    await sql`create trigger jobs_subject_places_truncate after truncate on jobs
      for each statement execute function jobs_reset_subject_places()`.execute(db);
    await sql`insert into job_subject_places (subject_id, latitude, longitude, job_id, created_at)
      select places.* from jobs
      cross join lateral job_subject_place_rows(jobs.subject_ids, jobs.latitude, jobs.longitude, jobs.id, jobs.created_at, jobs.status) as places`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const trigger of ['jobs_subject_places_insert', 'jobs_subject_places_update', 'jobs_subject_places_delete', 'jobs_subject_places_truncate']) {
      await sql`drop trigger ${sql.id(trigger)} on jobs`.execute(db);
    }
    await sql`drop function jobs_reset_subject_places()`.execute(db);
    await sql`drop function jobs_maintain_subject_places()`.execute(db);
    await sql`drop function job_subject_place_rows(bigint[], double precision, double precision, bigint, timestamptz, text)`.execute(db);
    await db.schema.dropTable('job_subject_places').execute();
  },
};
