import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A gig's rank is the number of listed gigs of its subject ahead of it. Counting them one by one
 * costs a scan of up to the whole subject (100,000 gigs: tens of milliseconds), so a trigger keeps
 * counts of listed gigs per (subject, boost points) and per (subject, boost points, week of
 * creation). A rank then sums the counts of higher boost levels and of newer weeks of its own
 * level (a few dozen rows) and scans only its own week's gigs with its own boost points.
 */
export const createGigRankCounts: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create function gig_rank_week(created_at timestamptz) returns integer
      language sql immutable parallel safe
      as $$ select floor(extract(epoch from created_at) / 604800)::integer $$`.execute(db);

    await db.schema
      .createTable('gig_boost_counts')
      .addColumn('subject_id', 'bigint', (column) => column.notNull())
      .addColumn('boost_points', 'integer', (column) => column.notNull())
      .addColumn('gigs', 'integer', (column) => column.notNull().check(sql`gigs >= 0`))
      .addPrimaryKeyConstraint('gig_boost_counts_pkey', ['subject_id', 'boost_points'])
      .execute();
    await db.schema
      .createTable('gig_rank_counts')
      .addColumn('subject_id', 'bigint', (column) => column.notNull())
      .addColumn('boost_points', 'integer', (column) => column.notNull())
      .addColumn('week', 'integer', (column) => column.notNull())
      .addColumn('gigs', 'integer', (column) => column.notNull().check(sql`gigs >= 0`))
      .addPrimaryKeyConstraint('gig_rank_counts_pkey', ['subject_id', 'boost_points', 'week'])
      .execute();

    await sql`create function gigs_maintain_rank_counts() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and not old.tutor_blocked then
          update gig_boost_counts set gigs = gigs - 1
            where subject_id = old.subject_id and boost_points = old.boost_points;
          update gig_rank_counts set gigs = gigs - 1
            where subject_id = old.subject_id and boost_points = old.boost_points and week = gig_rank_week(old.created_at);
        end if;
        if tg_op in ('INSERT', 'UPDATE') and not new.tutor_blocked then
          insert into gig_boost_counts (subject_id, boost_points, gigs)
            values (new.subject_id, new.boost_points, 1)
            on conflict (subject_id, boost_points) do update set gigs = gig_boost_counts.gigs + 1;
          insert into gig_rank_counts (subject_id, boost_points, week, gigs)
            values (new.subject_id, new.boost_points, gig_rank_week(new.created_at), 1)
            on conflict (subject_id, boost_points, week) do update set gigs = gig_rank_counts.gigs + 1;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger gigs_rank_counts
      after insert or delete or update of subject_id, boost_points, created_at, tutor_blocked on gigs
      for each row execute function gigs_maintain_rank_counts()`.execute(db);
    await sql`insert into gig_boost_counts (subject_id, boost_points, gigs)
      select subject_id, boost_points, count(*) from gigs where not tutor_blocked group by 1, 2`.execute(db);
    await sql`insert into gig_rank_counts (subject_id, boost_points, week, gigs)
      select subject_id, boost_points, gig_rank_week(created_at), count(*) from gigs where not tutor_blocked
      group by 1, 2, 3`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop trigger gigs_rank_counts on gigs`.execute(db);
    await sql`drop function gigs_maintain_rank_counts()`.execute(db);
    await db.schema.dropTable('gig_rank_counts').execute();
    await db.schema.dropTable('gig_boost_counts').execute();
    await sql`drop function gig_rank_week(timestamptz)`.execute(db);
  },
};
