import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';

/** A listed tutor (not blocked) as the list and the profile need it. */
export interface TutorRecord {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
  location: string | null;
  bio: string | null;
  education: string | null;
  experience: string | null;
  isVerified: boolean;
  isPremium: boolean;
  dateJoined: Date;
  phone: string | null;
  email: string;
  /** Kilometres from the searched place; null without one. */
  distanceKm: number | null;
}

export interface Place {
  lat: number;
  lng: number;
  radiusKm: number;
}

/** The list's filters, with the subject already resolved to an active subject's id. */
export interface TutorFilters {
  subjectId?: number;
  location?: string;
  premium?: boolean;
  type?: 'online' | 'home';
  near?: Place;
}

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

// The conditions of the partial indexes of migration 0013, written as literals so the planner
// can match them (a bound parameter would hide them from it).
export const isListedTutor = sql<boolean>`users.user_type = 'tutor' and not users.is_blocked`;

/** Great-circle distance in km from the place to the tutor's coordinates (haversine). */
export const distanceFrom = ({ lat, lng }: Place) => sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
  power(sin(radians(users.latitude - ${lat}::float8) / 2), 2)
  + cos(radians(${lat}::float8)) * cos(radians(users.latitude)) * power(sin(radians(users.longitude - ${lng}::float8) / 2), 2)))))`;

/**
 * The box around the circle, on the indexed (latitude, longitude): the index narrows the rows to
 * the box and the exact distance is computed on those only. Near a pole or across the date line
 * the longitude bound is dropped or split, never wrong.
 */
export function insideBox({ lat, lng, radiusKm }: Place) {
  const dLat = radiusKm / KM_PER_DEGREE;
  const [minLat, maxLat] = [lat - dLat, lat + dLat];
  const latitude = sql<boolean>`users.latitude between ${minLat}::float8 and ${maxLat}::float8`;
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  if (widest >= 89) return latitude;
  const dLng = dLat / Math.cos((widest * Math.PI) / 180);
  if (dLng >= 180) return latitude;
  const [minLng, maxLng] = [lng - dLng, lng + dLng];
  if (minLng < -180)
    return sql<boolean>`${latitude} and (users.longitude >= ${minLng + 360}::float8 or users.longitude <= ${maxLng}::float8)`;
  if (maxLng > 180)
    return sql<boolean>`${latitude} and (users.longitude >= ${minLng}::float8 or users.longitude <= ${maxLng - 360}::float8)`;
  return sql<boolean>`${latitude} and users.longitude between ${minLng}::float8 and ${maxLng}::float8`;
}

const isPremiumNow = sql<boolean>`coalesce(users.premium_expires > now(), false)`;

function listedTutors(db: Kysely<Database>, filters: TutorFilters) {
  let query = db.selectFrom('users').where(isListedTutor);
  const { subjectId, location, near } = filters;
  if (subjectId !== undefined)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('gigs')
          .select('gigs.id')
          .whereRef('gigs.tutor_id', '=', 'users.id')
          .where('gigs.subject_id', '=', subjectId)
          .where('gigs.tutor_blocked', '=', false),
      ),
    );
  if (location !== undefined && location !== '') query = query.where(sql<boolean>`strpos(lower(users.location), lower(${location})) > 0`);
  if (filters.premium === true) query = query.where(isPremiumNow);
  if (filters.type === 'home' || near) query = query.where(sql<boolean>`users.latitude is not null`);
  if (near) query = query.where(insideBox(near)).where(sql<boolean>`${distanceFrom(near)} <= ${near.radiusKm}::float8`);
  return query;
}

/** How many tutors match, and how many of those are premium now (they come first). */
export async function countTutors(db: Kysely<Database>, filters: TutorFilters): Promise<{ total: number; premium: number }> {
  const { total, premium } = await listedTutors(db, filters)
    .select((eb) => [eb.fn.countAll<string | number>().as('total'), sql<string | number>`count(*) filter (where ${isPremiumNow})`.as('premium')])
    .executeTakeFirstOrThrow();
  return { total: toNumber(total), premium: toNumber(premium) };
}

const withFields = (db: Kysely<Database>, filters: TutorFilters) =>
  listedTutors(db, filters).select([
    'users.id',
    'users.username',
    'users.first_name',
    'users.last_name',
    'users.profile_picture',
    'users.location',
    'users.bio',
    'users.education',
    'users.experience',
    'users.is_verified',
    isPremiumNow.as('is_premium'),
    'users.date_joined',
    'users.phone_number',
    'users.email',
    (filters.near ? distanceFrom(filters.near) : sql<number | null>`null::float8`).as('distance_km'),
  ]);

type TutorRow = Awaited<ReturnType<ReturnType<typeof withFields>['executeTakeFirstOrThrow']>>;

const toRecord = (row: TutorRow): TutorRecord => ({
  id: toNumber(row.id),
  username: row.username,
  firstName: row.first_name,
  lastName: row.last_name,
  profilePicture: row.profile_picture,
  location: row.location,
  bio: row.bio,
  education: row.education,
  experience: row.experience,
  isVerified: row.is_verified,
  isPremium: row.is_premium,
  dateJoined: row.date_joined,
  phone: row.phone_number,
  email: row.email,
  distanceKm: row.distance_km === null ? null : Number(row.distance_km),
});

/**
 * One page of the tutors near `near`, nearest first, and how many there are in all (counted in
 * the same pass; undefined past the last page). The page's ids come from the covering
 * coordinates index alone, then their rows.
 */
export async function listNearTutors(
  db: Kysely<Database>,
  filters: TutorFilters & { near: Place },
  window: { limit: number; offset: number },
): Promise<{ tutors: TutorRecord[]; total: number | undefined }> {
  const page = await listedTutors(db, filters)
    .select(['users.id', sql<string | number>`count(*) over ()`.as('total')])
    .orderBy(distanceFrom(filters.near))
    .orderBy('users.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const ids = page.map((row) => toNumber(row.id));
  if (ids.length === 0) return { tutors: [], total: undefined };
  const rows = (await withFields(db, { near: filters.near }).where('users.id', 'in', ids).execute()).map(toRecord);
  return { tutors: ids.flatMap((id) => rows.filter((row) => row.id === id)), total: toNumber(page[0]?.total ?? 0) };
}

/**
 * One page of listed tutors away from any place: premium first, then the rest,
 * newest accounts first in each group. Each group is read in index order (id desc) and stops at
 * the page, so no request sorts every tutor; `premiumCount` (from countTutors) says where the
 * first group ends.
 */
export async function listTutors(db: Kysely<Database>, filters: TutorFilters, window: { limit: number; offset: number }, premiumCount: number): Promise<TutorRecord[]> {
  const group = async (premium: boolean, limit: number, offset: number) => {
    if (limit <= 0) return [];
    const rows = await withFields(db, filters)
      .where(premium ? isPremiumNow : sql<boolean>`not ${isPremiumNow}`)
      .orderBy('users.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map(toRecord);
  };
  const premium = window.offset < premiumCount ? await group(true, window.limit, window.offset) : [];
  const rest = await group(false, window.limit - premium.length, Math.max(0, window.offset - premiumCount));
  return [...premium, ...rest];
}

export async function findListedTutor(db: Kysely<Database>, id: number): Promise<TutorRecord | undefined> {
  const row = await withFields(db, {}).where('users.id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** The subjects of each tutor's active gigs, by name. */
export async function subjectsOfTutors(db: Kysely<Database>, tutorIds: readonly number[]): Promise<Map<number, string[]>> {
  const subjects = new Map<number, string[]>(tutorIds.map((id) => [id, []]));
  if (tutorIds.length === 0) return subjects;
  const rows = await db
    .selectFrom('gigs')
    .innerJoin('subjects', 'subjects.id', 'gigs.subject_id')
    .select(['gigs.tutor_id', 'subjects.name'])
    .distinct()
    .where('gigs.tutor_id', 'in', [...tutorIds])
    .where('gigs.tutor_blocked', '=', false)
    .where('subjects.is_active', '=', true)
    .orderBy('gigs.tutor_id')
    .orderBy('subjects.name')
    .execute();
  for (const row of rows) subjects.get(toNumber(row.tutor_id))?.push(row.name);
  return subjects;
}

/** The tutors among `tutorIds` whose contact the student has unlocked. */
export async function unlockedAmong(db: Kysely<Database>, studentId: number, tutorIds: readonly number[]): Promise<Set<number>> {
  if (tutorIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('contact_unlocks')
    .select('tutor_id')
    .where('student_id', '=', studentId)
    .where('tutor_id', 'in', [...tutorIds])
    .execute();
  return new Set(rows.map((row) => toNumber(row.tutor_id)));
}

/** Records the unlock; false when the pair was unlocked already (or is being unlocked by a transaction that then commits). */
export async function insertUnlock(db: Kysely<Database>, studentId: number, tutorId: number): Promise<boolean> {
  const row = await db
    .insertInto('contact_unlocks')
    .values({ student_id: studentId, tutor_id: tutorId })
    .onConflict((conflict) => conflict.columns(['student_id', 'tutor_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface UserKind {
  userType: string;
  isBlocked: boolean;
}

export async function findUserKind(db: Kysely<Database>, id: number): Promise<UserKind | undefined> {
  const row = await db.selectFrom('users').select(['user_type', 'is_blocked']).where('id', '=', id).executeTakeFirst();
  return row && { userType: row.user_type, isBlocked: row.is_blocked };
}
