import { sql, type Kysely, type Migration } from 'kysely';

// Typo-tolerant job search without an extension (pg_trgm is not on every managed PostgreSQL, and
// lives in one schema): the words of every job's search text, each with its one-letter deletions
// (words of 4 letters or more), in a btree. A search term meets a word when the two share a
// deletion, which finds one wrong, missing, extra or swapped letter ("physcs", "mathmatics").
// A statement trigger fills it for every insert statement (the seed inserts thousands of jobs at once).
export const createJobSearchWords: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table job_search_words (
      variant text not null,
      word text not null,
      primary key (variant, word)
    )`.execute(db);
    await sql`create function job_search_word_rows(texts text[]) returns table (variant text, word text)
      language sql immutable as $$
        select distinct variants.variant, words.word
        from (select distinct unnest(tsvector_to_array(to_tsvector('simple', text))) as word from unnest(texts) as text) as words
        cross join lateral (
          select words.word as variant
          union all
          select overlay(words.word placing '' from position for 1)
          from generate_series(1, length(words.word)) as position
          where length(words.word) >= 4
        ) as variants
        where length(words.word) between 2 and 40
      $$`.execute(db);
    await sql`create function add_job_search_words() returns trigger language plpgsql as $$
      begin
        insert into job_search_words (variant, word)
        select * from job_search_word_rows(array(select search_text from new_jobs))
        on conflict do nothing;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger jobs_search_words after insert on jobs referencing new table as new_jobs
      for each statement execute function add_job_search_words()`.execute(db);
    await sql`insert into job_search_words (variant, word)
      select * from job_search_word_rows(array(select search_text from jobs))
      on conflict do nothing`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop trigger jobs_search_words on jobs`.execute(db);
    await sql`drop function add_job_search_words()`.execute(db);
    await sql`drop function job_search_word_rows(text[])`.execute(db);
    await db.schema.dropTable('job_search_words').execute();
  },
};
