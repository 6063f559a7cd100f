import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Open jobs per word of their search vector, kept exact by statement triggers (as 0050). A search
 * counts its matches through the GIN index, which visits every matching row: 10,000 rows for the
 * name of a city at 300,000 jobs. When a one-word search meets a single word of the open jobs
 * (its prefix, or a near word, names one word: "dhaka", "londn"), its count is that word's count.
 * Words are compared as bytes (collation "C"), as tsquery prefixes are.
 */
export const createJobWordCounts: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table job_word_counts (
      word text collate "C" primary key,
      jobs bigint not null check (jobs >= 0)
    )`.execute(db);
    await sql`create function jobs_maintain_word_counts() returns trigger language plpgsql as $$
      declare
        changes text := case tg_op
          when 'INSERT' then 'select 1 as delta, * from new_jobs'
          when 'DELETE' then 'select -1 as delta, * from old_jobs'
          else 'select -1 as delta, * from old_jobs union all select 1 as delta, * from new_jobs'
        end;
      begin
        execute format($q$
          with words as (
            select word, sum(delta) as delta
            from (%s) as changes cross join lateral unnest(tsvector_to_array(changes.search_vector)) as word
            where status = 'open' group by 1 having sum(delta) <> 0
          ), lowered as (
            update job_word_counts set jobs = job_word_counts.jobs + words.delta
            from words where words.delta < 0 and job_word_counts.word = words.word
          )
          insert into job_word_counts (word, jobs)
          select word, delta from words where delta > 0 order by word
          on conflict (word) do update set jobs = job_word_counts.jobs + excluded.jobs
        $q$, changes);
        return null;
      end
    $$`.execute(db);
    await sql`create function jobs_reset_word_counts() returns trigger language plpgsql as $$
      begin
        delete from job_word_counts;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger jobs_word_counts_insert after insert on jobs referencing new table as new_jobs
      for each statement execute function jobs_maintain_word_counts()`.execute(db);
    await sql`create trigger jobs_word_counts_update after update on jobs referencing old table as old_jobs new table as new_jobs
      for each statement execute function jobs_maintain_word_counts()`.execute(db);
    await sql`create trigger jobs_word_counts_delete after delete on jobs referencing old table as old_jobs
      for each statement execute function jobs_maintain_word_counts()`.execute(db);
    await sql`create trigger jobs_word_counts_truncate after truncate on jobs
      for each statement execute function jobs_reset_word_counts()`.execute(db);
    await sql`insert into job_word_counts (word, jobs)
      select word, count(*) from jobs cross join lateral unnest(tsvector_to_array(search_vector)) as word
      where status = 'open' group by 1`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const trigger of ['jobs_word_counts_insert', 'jobs_word_counts_update', 'jobs_word_counts_delete', 'jobs_word_counts_truncate']) {
      await sql`drop trigger ${sql.id(trigger)} on jobs`.execute(db);
    }
    await sql`drop function jobs_reset_word_counts()`.execute(db);
    await sql`drop function jobs_maintain_word_counts()`.execute(db);
    await db.schema.dropTable('job_word_counts').execute();
  },
};
