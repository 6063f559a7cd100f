import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';
import type { GigsTable } from './gigs.table';

/** A gig with what its reply needs from its subject and its tutor. */
export interface GigRecord {
  id: number;
  tutorId: number;
  tutorUsername: string;
  tutorEmail: string;
  tutorPhone: string | null;
  tutorLocation: string | null;
  subjectId: number;
  subjectName: string;
  subjectActive: boolean;
  title: string;
  description: string;
  message: string | null;
  phone: string | null;
  education: string | null;
  experience: string | null;
  feeDetails: string;
  boostPoints: number;
  createdAt: Date;
}

/** The fields a tutor writes. */
export interface GigFields {
  title: string;
  description: string;
  fee_details: string;
  message?: string | null;
  phone?: string | null;
  education?: string | null;
  experience?: string | null;
}

// Listings never show a blocked tutor's gigs: the same condition as the rank index's.
const gigsWithOwners = (db: Kysely<Database>) =>
  db
    .selectFrom('gigs')
    .innerJoin('subjects', 'subjects.id', 'gigs.subject_id')
    .innerJoin('users', 'users.id', 'gigs.tutor_id')
    .where('gigs.tutor_blocked', '=', false)
    .select([
      'gigs.id',
      'gigs.tutor_id',
      'users.username',
      'users.email',
      'users.phone_number',
      'users.location',
      'gigs.subject_id',
      'subjects.name as subject_name',
      'subjects.is_active as subject_active',
      'gigs.title',
      'gigs.description',
      'gigs.message',
      'gigs.phone',
      'gigs.education',
      'gigs.experience',
      'gigs.fee_details',
      'gigs.boost_points',
      'gigs.created_at',
    ]);

type GigRow = Awaited<ReturnType<ReturnType<typeof gigsWithOwners>['executeTakeFirstOrThrow']>>;

const toRecord = (row: GigRow): GigRecord => ({
  id: toNumber(row.id),
  tutorId: toNumber(row.tutor_id),
  tutorUsername: row.username,
  tutorEmail: row.email,
  tutorPhone: row.phone_number,
  tutorLocation: row.location,
  subjectId: toNumber(row.subject_id),
  subjectName: row.subject_name,
  subjectActive: row.subject_active,
  title: row.title,
  description: row.description,
  message: row.message,
  phone: row.phone,
  education: row.education,
  experience: row.experience,
  feeDetails: row.fee_details,
  boostPoints: row.boost_points,
  createdAt: row.created_at,
});

export async function findGig(db: Kysely<Database>, id: number): Promise<GigRecord | undefined> {
  const row = await gigsWithOwners(db).where('gigs.id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** A tutor's gigs, newest first. */
export async function listTutorGigs(db: Kysely<Database>, tutorId: number, window: { limit: number; offset: number }): Promise<GigRecord[]> {
  const rows = await gigsWithOwners(db)
    .where('gigs.tutor_id', '=', tutorId)
    .orderBy('gigs.created_at', 'desc')
    .orderBy('gigs.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows.map(toRecord);
}

/** How many gigs a tutor has: all of them (`active: false`), or those whose subject is active. */
export async function countTutorGigs(db: Kysely<Database>, tutorId: number, { active }: { active: boolean }): Promise<number> {
  let query = db
    .selectFrom('gigs')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('gigs.tutor_id', '=', tutorId);
  if (active) query = query.innerJoin('subjects', 'subjects.id', 'gigs.subject_id').where('subjects.is_active', '=', true);
  const { count } = await query.executeTakeFirstOrThrow();
  return toNumber(count);
}

/** The author's account type, with their row locked until the transaction ends (one gig creation at a time). */
export async function lockGigAuthor(db: Kysely<Database>, userId: number): Promise<{ userType: string } | undefined> {
  const row = await db.selectFrom('users').select('user_type').where('id', '=', userId).forUpdate().executeTakeFirst();
  return row && { userType: row.user_type };
}

export async function insertGig(db: Kysely<Database>, tutorId: number, subjectId: number, fields: GigFields): Promise<number> {
  const { id } = await db
    .insertInto('gigs')
    .values({ ...fields, tutor_id: tutorId, subject_id: subjectId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toNumber(id);
}

export async function updateGigFields(db: Kysely<Database>, id: number, subjectId: number, fields: GigFields): Promise<void> {
  await db
    .updateTable('gigs')
    .set({ ...fields, subject_id: subjectId, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function addBoostPoints(db: Kysely<Database>, id: number, points: number): Promise<void> {
  await db
    .updateTable('gigs')
    .set((eb) => ({ boost_points: eb('boost_points', '+', points) }))
    .where('id', '=', id)
    .execute();
}

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

/** Hides or shows again every gig of a tutor (blocking, unblocking). */
export async function setTutorGigsBlocked(db: Kysely<Database>, tutorId: number, blocked: boolean): Promise<void> {
  await db.updateTable('gigs').set({ tutor_blocked: blocked }).where('tutor_id', '=', tutorId).execute();
}

export async function moveGigsToSubject(db: Kysely<Database>, fromSubjectId: number, toSubjectId: number): Promise<number> {
  const result = await db
    .updateTable('gigs')
    .set({ subject_id: toSubjectId, updated_at: sql<Date>`now()` })
    .where('subject_id', '=', fromSubjectId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
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
