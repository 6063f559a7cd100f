import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/database.types';
import { distanceKm, insideBox, placeColumns, type PlaceColumns } from '../db/geo';
import { toNumber } from '../db/int8';
import { jobsInOrder, jobsWithStudents, NEWEST_FIRST, toRecord, type JobRecord, type ListWindow } from './jobs.repository';

// A tutor's matched jobs: open jobs of their gigs' subjects and the jobs they unlocked, nearest first.
/** The subjects of the tutor's active gigs (an active subject, the tutor not blocked). */
export async function activeGigSubjectIds(db: Kysely<Database>, tutorId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('gigs')
    .innerJoin('subjects', 'subjects.id', 'gigs.subject_id')
    .select('gigs.subject_id')
    .distinct()
    .where('gigs.tutor_id', '=', tutorId)
    .where('gigs.tutor_blocked', '=', false)
    .where('subjects.is_active', '=', true)
    .execute();
  return rows.map((row) => toNumber(row.subject_id));
}

export interface MatchingTutor {
  id: number;
  latitude: number | null;
  longitude: number | null;
}

/** A user's profile place, and whether they are a tutor. */
export async function tutorPlace(db: Kysely<Database>, tutorId: number): Promise<(MatchingTutor & { isTutor: boolean }) | undefined> {
  const row = await db.selectFrom('users').select(['id', 'latitude', 'longitude', 'user_type']).where('id', '=', tutorId).executeTakeFirst();
  return row && { id: toNumber(row.id), latitude: row.latitude, longitude: row.longitude, isTutor: row.user_type === 'tutor' };
}

// Matched jobs come in bands of this many km, newest first within a band.
const MATCH_BAND_KM = 10;
// The first pages are looked for among the jobs within this many bands of the tutor, then 4 times
// as many, up to the last; past it (or for a tutor without a place) every matched job is sorted.
const NEAR_BANDS = [1, 4, 16, 64];

const subjectsMeet = (subjectIds: number[]) =>
  subjectIds.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`jobs.subject_ids && ${sql.val(subjectIds)}::bigint[]`;

const matchedIds = (db: Kysely<Database>, tutorId: number, subjectIds: number[]) =>
  db
    .selectFrom('jobs')
    .select('jobs.id')
    .where('jobs.status', '=', 'open')
    .where(subjectsMeet(subjectIds))
    .union(db.selectFrom('job_unlocks').select('job_unlocks.job_id as id').where('job_unlocks.tutor_id', '=', tutorId));

interface PlacedTutor {
  id: number;
  latitude: number;
  longitude: number;
}

// Where each table keeps a job's place.
const JOB_PLACE = placeColumns('jobs');
const SUBJECT_PLACE = placeColumns('job_subject_places');
const UNLOCK_PLACE = placeColumns('job_unlocks', 'job_latitude', 'job_longitude');

const matchBand = (tutor: PlacedTutor, [latitude, longitude]: PlaceColumns = JOB_PLACE) =>
  sql<number>`floor(${distanceKm(latitude, longitude, sql.val(tutor.latitude), sql.val(tutor.longitude))} / ${MATCH_BAND_KM})`;

/**
 * The first `wanted` matched jobs in list order among those less than `bands` bands away, or
 * fewer when fewer are. A box around the circle of `bands` bands holds every job that near, so
 * none is missed: the open ones per subject in job_subject_places (0051), the unlocked ones in
 * job_unlocks (0054).
 */
async function nearestMatchedIds(db: Kysely<Database>, tutor: PlacedTutor, subjectIds: number[], bands: number, wanted: number): Promise<number[]> {
  // A hair wider than the circle, so rounding never drops a job on its edge.
  const place = { lat: tutor.latitude, lng: tutor.longitude, radiusKm: bands * MATCH_BAND_KM * 1.001 + 0.01 };
  const near = db
    .selectFrom('job_subject_places')
    .select(['job_subject_places.job_id as id', 'job_subject_places.created_at', matchBand(tutor, SUBJECT_PLACE).as('band')])
    .where('job_subject_places.subject_id', 'in', subjectIds)
    .where(insideBox(place, SUBJECT_PLACE));
  // The unlocks carry their job's place and creation time (0054), so the box applies to them too.
  const unlocked = db
    .selectFrom('job_unlocks')
    .select(['job_unlocks.job_id as id', 'job_unlocks.job_created_at as created_at', matchBand(tutor, UNLOCK_PLACE).as('band')])
    .where('job_unlocks.tutor_id', '=', tutor.id)
    .where('job_unlocks.job_latitude', 'is not', null)
    .where(insideBox(place, UNLOCK_PLACE));
  const rows = await db
    .selectFrom((subjectIds.length === 0 ? unlocked : near.union(unlocked)).as('matched'))
    .select('matched.id')
    .where('matched.band', '<', bands)
    .orderBy('matched.band')
    .orderBy('matched.created_at', 'desc')
    .orderBy('matched.id', 'desc')
    .limit(wanted)
    .execute();
  return rows.map((row) => toNumber(row.id));
}


/**
 * The tutor's matched jobs: open jobs sharing a subject with their active gigs, and every job
 * they unlocked; nearest first (in bands of MATCH_BAND_KM; jobs without a place last), then newest.
 * A window of the nearest jobs is read around the tutor's place when it holds the whole page, so
 * a page near the top costs the jobs around the tutor, not every matched job.
 */
export async function listMatchedJobs(db: Kysely<Database>, tutor: MatchingTutor, subjectIds: number[], window: ListWindow): Promise<JobRecord[]> {
  const { latitude, longitude } = tutor;
  if (latitude !== null && longitude !== null) {
    const wanted = window.offset + window.limit;
    for (const bands of NEAR_BANDS) {
      const ids = await nearestMatchedIds(db, { id: tutor.id, latitude, longitude }, subjectIds, bands, wanted);
      // Every matched job not read is at least `bands` bands away: these come first in the list.
      if (ids.length === wanted) return jobsInOrder(db, ids.slice(window.offset));
    }
  }
  let query = jobsWithStudents(db).where('jobs.id', 'in', matchedIds(db, tutor.id, subjectIds));
  if (latitude !== null && longitude !== null) query = query.orderBy(sql`${matchBand({ id: tutor.id, latitude, longitude })} asc nulls last`);
  const rows = await query
    .orderBy(NEWEST_FIRST)
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows.map(toRecord);
}

/**
 * How many jobs the tutor matches: the open jobs of job_subject_counts' sets that meet the
 * tutor's subjects (exact, kept by triggers, 0050), plus the jobs they unlocked that are not among
 * those (closed, completed, or of a subject they no longer teach).
 */
export async function countMatchedJobs(db: Kysely<Database>, tutorId: number, subjectIds: number[]): Promise<number> {
  const open = subjectIds.length === 0
    ? 0
    : await db
      .selectFrom('job_subject_counts')
      .select((eb) => eb.fn.sum<string | number | null>('jobs').as('jobs'))
      .where(sql<SqlBool>`subject_ids && ${sql.val(subjectIds)}::bigint[]`)
      .executeTakeFirstOrThrow()
      .then((row) => toNumber(row.jobs ?? 0));
  // What the unlocks know of their jobs (0054): no look-up of each job.
  const unlockedElsewhere = subjectIds.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`not (job_unlocks.job_open and job_unlocks.job_subject_ids && ${sql.val(subjectIds)}::bigint[])`;
  const { count } = await db
    .selectFrom('job_unlocks')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('job_unlocks.tutor_id', '=', tutorId)
    .where(unlockedElsewhere)
    .executeTakeFirstOrThrow();
  return open + toNumber(count);
}
