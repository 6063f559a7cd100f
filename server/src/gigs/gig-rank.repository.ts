import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';
import type { GigsTable } from '../db/tables/gigs.table';

// Rank queries over the trigger-kept counts of migration 0008 (gig_boost_counts, gig_rank_counts).

/**
 * How many listed gigs of the gig's subject rank ahead of it if it had `extraPoints` more, and
 * how many there are. Rank order: boost points, then newest, then id, all descending. The
 * trigger-kept counts give whole boost levels (gig_boost_counts) and whole weeks of the gig's own
 * level (gig_rank_counts); only its own week's gigs of its level are counted one by one, through
 * gigs_rank_idx. The gig's own values are read
 * in SQL (created_at has microseconds, which a JavaScript Date would round).
 */
export async function rankCounts(db: Kysely<Database>, id: number, extraPoints: number): Promise<{ ahead: number; total: number }> {
  const { rows } = await sql<{ ahead: string | number; total: string | number }>`
    with me as (
      select subject_id, boost_points + ${extraPoints}::integer as boost, created_at, id, gig_rank_week(created_at) as week
      from gigs where id = ${id}
    )
    select
      (select coalesce(sum(levels.gigs), 0) from gig_boost_counts levels
        where levels.subject_id = me.subject_id and levels.boost_points > me.boost)
      + (select coalesce(sum(weeks.gigs), 0) from gig_rank_counts weeks
        where weeks.subject_id = me.subject_id and weeks.boost_points = me.boost and weeks.week > me.week)
      + (select count(*) from gigs other
        where other.subject_id = me.subject_id and not other.tutor_blocked and other.boost_points = me.boost
          and (other.created_at, other.id) > (me.created_at, me.id)
          and other.created_at < to_timestamp((me.week + 1) * 604800.0)) as ahead,
      (select coalesce(sum(levels.gigs), 0) from gig_boost_counts levels where levels.subject_id = me.subject_id) as total
    from me`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`Gig ${id} vanished while being ranked`);
  return { ahead: toNumber(row.ahead), total: toNumber(row.total) };
}

/**
 * Many gigs with their history (boost points, creation time), for seeding: inserted in chunks
 * with the rank-count trigger paused, then the counts rebuilt in one pass (a row-by-row trigger
 * would dominate a 100,000-gig load). Locks the gigs table until the transaction ends.
 */
export async function insertGigsInBulk(trx: Transaction<Database>, gigs: Array<Insertable<GigsTable>>, chunkSize: number): Promise<void> {
  await sql`alter table gigs disable trigger gigs_rank_counts`.execute(trx);
  for (let start = 0; start < gigs.length; start += chunkSize) await trx.insertInto('gigs').values(gigs.slice(start, start + chunkSize)).execute();
  await sql`delete from gig_boost_counts`.execute(trx);
  await sql`delete from gig_rank_counts`.execute(trx);
  await sql`insert into gig_boost_counts (subject_id, boost_points, gigs)
    select subject_id, boost_points, count(*) from gigs where not tutor_blocked group by 1, 2`.execute(trx);
  await sql`insert into gig_rank_counts (subject_id, boost_points, week, gigs)
    select subject_id, boost_points, gig_rank_week(created_at), count(*) from gigs where not tutor_blocked group by 1, 2, 3`.execute(trx);
  await sql`alter table gigs enable trigger gigs_rank_counts`.execute(trx);
}
