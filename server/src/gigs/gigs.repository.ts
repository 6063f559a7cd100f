import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';

/** A gig with what its reply needs from its subject and its tutor. */
export interface GigRecord {
  id: number;
  tutorId: number;
  tutorUsername: string;
  /** The tutor holds the Verified Teacher badge. */
  tutorVerified: boolean;
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
      'users.is_verified',
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
  tutorVerified: row.is_verified,
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

/** A tutor's gigs, newest first: all of them, or (`activeOnly`) those whose subject is approved. */
export async function listTutorGigs(
  db: Kysely<Database>,
  tutorId: number,
  window: { limit: number; offset: number },
  { activeOnly }: { activeOnly: boolean },
): Promise<GigRecord[]> {
  let query = gigsWithOwners(db).where('gigs.tutor_id', '=', tutorId);
  if (activeOnly) query = query.where('subjects.is_active', '=', true);
  const rows = await query.orderBy('gigs.created_at', 'desc').orderBy('gigs.id', 'desc').limit(window.limit).offset(window.offset).execute();
  return rows.map(toRecord);
}

/** A gig as a tutor card lists it. */
export interface GigSummaryRecord {
  id: number;
  tutorId: number;
  title: string;
  description: string;
  subjectName: string;
}

/**
 * The newest `perTutor` active gigs (approved subject, tutor not blocked) of each of these
 * tutors, in one query: each tutor's gigs are read from the gigs' (tutor, created_at) index and
 * stop at `perTutor`, whatever else the tutor has.
 */
export async function listActiveGigsOfTutors(db: Kysely<Database>, tutorIds: readonly number[], perTutor: number): Promise<GigSummaryRecord[]> {
  if (tutorIds.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('gigs')
          .innerJoin('subjects', 'subjects.id', 'gigs.subject_id')
          .whereRef('gigs.tutor_id', '=', 'users.id')
          .where('gigs.tutor_blocked', '=', false)
          .where('subjects.is_active', '=', true)
          .select(['gigs.id', 'gigs.title', 'gigs.description', 'subjects.name as subject_name', 'gigs.created_at'])
          .orderBy('gigs.created_at', 'desc')
          .orderBy('gigs.id', 'desc')
          .limit(perTutor)
          .as('gig'),
      (join) => join.onTrue(),
    )
    .where('users.id', 'in', [...tutorIds])
    .select(['users.id as tutor_id', 'gig.id', 'gig.title', 'gig.description', 'gig.subject_name'])
    .orderBy('users.id')
    .orderBy('gig.created_at', 'desc')
    .orderBy('gig.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: toNumber(row.id),
    tutorId: toNumber(row.tutor_id),
    title: row.title,
    description: row.description,
    subjectName: row.subject_name,
  }));
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
