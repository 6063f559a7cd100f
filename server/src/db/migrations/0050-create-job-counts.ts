import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Exact counts of open jobs without counting rows. A paged job list answers its `count`, and
 * counting 250,000 open jobs costs tens of milliseconds; so statement triggers keep
 * - `job_list_counts`: one row, the open jobs of each list filter (all, online, offline, assignment);
 * - `job_subject_counts`: open jobs per set of subject ids (sorted, distinct). A tutor's matched
 *   open jobs are those whose set meets the subjects of their gigs: the sum over the few hundred
 *   sets that do, each job counted once however many of its subjects match.
 * Statement triggers with transition tables (as 0044) cost one statement per insert, update or
 * delete however many rows it touches; an update that changes no count (an unlock raising
 * unlock_count) writes nothing.
 */
export const createJobCounts: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table job_list_counts (
      id boolean primary key default true check (id),
      open_jobs bigint not null check (open_jobs >= 0),
      online_jobs bigint not null check (online_jobs >= 0),
      offline_jobs bigint not null check (offline_jobs >= 0),
      assignment_jobs bigint not null check (assignment_jobs >= 0)
    )`.execute(db);
    await sql`create table job_subject_counts (
      subject_ids bigint[] primary key,
      jobs bigint not null check (jobs >= 0)
    )`.execute(db);
    await sql`create function job_subject_set(ids bigint[]) returns bigint[]
      language sql immutable parallel safe
      as $$ select coalesce(array_agg(distinct id order by id), '{}') from unnest(ids) as id $$`.execute(db);

    // The changes of one statement: +1 per new open row, -1 per old open row. Positive sums are
    // upserted in key order (concurrent statements lock rows in the same order); negative ones
    // only ever meet an existing row, so they update it.
    await sql`create function jobs_maintain_counts() returns trigger language plpgsql as $$
      declare
        changes text := case tg_op
          when 'INSERT' then 'select 1 as delta, * from new_jobs'
          when 'DELETE' then 'select -1 as delta, * from old_jobs'
          else 'select -1 as delta, * from old_jobs union all select 1 as delta, * from new_jobs'
        end;
      begin
        execute format($q$
          update job_list_counts set
            open_jobs = job_list_counts.open_jobs + change.open_jobs,
            online_jobs = job_list_counts.online_jobs + change.online_jobs,
            offline_jobs = job_list_counts.offline_jobs + change.offline_jobs,
            assignment_jobs = job_list_counts.assignment_jobs + change.assignment_jobs
          from (
            select coalesce(sum(delta), 0) as open_jobs,
              coalesce(sum(delta) filter (where is_online), 0) as online_jobs,
              coalesce(sum(delta) filter (where is_offline), 0) as offline_jobs,
              coalesce(sum(delta) filter (where service_type = 'Assignment Help'), 0) as assignment_jobs
            from (%s) as changes where status = 'open'
          ) as change
          where change.open_jobs <> 0 or change.online_jobs <> 0 or change.offline_jobs <> 0 or change.assignment_jobs <> 0
        $q$, changes);
        execute format($q$
          with sets as (
            select job_subject_set(subject_ids) as subject_ids, sum(delta) as delta
            from (%s) as changes where status = 'open' group by 1 having sum(delta) <> 0
          ), lowered as (
            update job_subject_counts set jobs = job_subject_counts.jobs + sets.delta
            from sets where sets.delta < 0 and job_subject_counts.subject_ids = sets.subject_ids
          )
          insert into job_subject_counts (subject_ids, jobs)
          select subject_ids, delta from sets where delta > 0 order by subject_ids
          on conflict (subject_ids) do update set jobs = job_subject_counts.jobs + excluded.jobs
        $q$, changes);
        return null;
      end
    $$`.execute(db);
    await sql`create function jobs_reset_counts() returns trigger language plpgsql as $$
      begin
        update job_list_counts set open_jobs = 0, online_jobs = 0, offline_jobs = 0, assignment_jobs = 0;
        delete from job_subject_counts;
        return null;
      end
    $$`.execute(db);
    // A trigger with transition tables serves one event, hence three.
    await sql`create trigger jobs_counts_insert after insert on jobs referencing new table as new_jobs
      for each statement execute function jobs_maintain_counts()`.execute(db);
    await sql`create trigger jobs_counts_update after update on jobs referencing old table as old_jobs new table as new_jobs
      for each statement execute function jobs_maintain_counts()`.execute(db);
    await sql`create trigger jobs_counts_delete after delete on jobs referencing old table as old_jobs
      for each statement execute function jobs_maintain_counts()`.execute(db);
    await sql`create trigger jobs_counts_truncate after truncate on jobs
      for each statement execute function jobs_reset_counts()`.execute(db);

    await sql`insert into job_list_counts (open_jobs, online_jobs, offline_jobs, assignment_jobs)
      select count(*), count(*) filter (where is_online), count(*) filter (where is_offline),
        count(*) filter (where service_type = 'Assignment Help')
      from jobs where status = 'open'`.execute(db);
    await sql`insert into job_subject_counts (subject_ids, jobs)
      select job_subject_set(subject_ids), count(*) from jobs where status = 'open' group by 1`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const trigger of ['jobs_counts_insert', 'jobs_counts_update', 'jobs_counts_delete', 'jobs_counts_truncate']) {
      await sql`drop trigger ${sql.id(trigger)} on jobs`.execute(db);
    }
    await sql`drop function jobs_reset_counts()`.execute(db);
    await sql`drop function jobs_maintain_counts()`.execute(db);
    await sql`drop function job_subject_set(bigint[])`.execute(db);
    await db.schema.dropTable('job_subject_counts').execute();
    await db.schema.dropTable('job_list_counts').execute();
  },
};
