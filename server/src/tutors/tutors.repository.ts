import type { TeachingMode, TutorType } from '@tutorium/shared/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/database.types';
import { distanceFrom, insideBox, type Circle, type PlaceColumns } from '../db/geo';
import { toNumber } from '../db/int8';
import { teachingModesOf } from '../users/teaching-modes';

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
  teachingModes: TeachingMode[];
  /** Kilometres from the searched place; null without one. */
  distanceKm: number | null;
}

/** A searched place and the radius around it. */
export type Place = Circle;

/** The list's filters, with the subject already resolved to an active subject's id. */
export interface TutorFilters {
  subjectId?: number;
  location?: string;
  premium?: boolean;
  /** online: tutors who teach online; home: tutors who teach at the student's home. */
  type?: TutorType;
  near?: Place;
}

/** What a card shows beside the tutor's row, read in the same query. */
export interface TutorCardRecord extends TutorRecord {
  subjects: string[];
  rating: { average: number | null; count: number };
  /** The viewer unlocked this tutor, or is the tutor. */
  contactVisible: boolean;
}

/**
 * Where the candidates of a search come from: listed tutors (users), or, with a subject, the
 * (tutor, subject) rows of migration 0055, whose indexes answer the subject with the place or
 * the list's order at once.
 */
type Source = 'users' | 'tutor_subjects';
type CopiedColumn = 'latitude' | 'longitude' | 'premium_expires' | 'teaches_online' | 'teaches_at_student_home';
const columnOf = (source: Source, name: CopiedColumn) => sql.ref(`${source}.${name}`);
// The teaching mode each list type keeps; both sources carry these two (migration 0056).
const MODE_OF_TYPE: Readonly<Record<TutorType, CopiedColumn>> = { online: 'teaches_online', home: 'teaches_at_student_home' };
const idOf = (source: Source) => sql.ref(source === 'users' ? 'users.id' : 'tutor_subjects.tutor_id');

// The conditions of the partial indexes of migrations 0013 and 0055, written as literals so the
// planner can match them (a bound parameter would hide them from it).
export const isListedTutor = sql<boolean>`users.user_type = 'tutor' and not users.is_blocked`;

/** The source's (latitude, longitude) columns. */
const placeOf = (source: Source): PlaceColumns => [columnOf(source, 'latitude'), columnOf(source, 'longitude')];

const premiumNow = (source: Source) => sql<boolean>`coalesce(${columnOf(source, 'premium_expires')} > now(), false)`;
const isPremiumNow = premiumNow('users');

const sourceOf = (filters: TutorFilters): Source => (filters.subjectId === undefined ? 'users' : 'tutor_subjects');

/** The filters as one condition on the candidates' source. */
function matching(filters: TutorFilters, source: Source) {
  const { subjectId, location, near } = filters;
  const conditions: Array<RawBuilder<unknown>> =
    subjectId === undefined ? [isListedTutor] : [sql<boolean>`tutor_subjects.subject_id = ${subjectId}::int8 and tutor_subjects.listed`];
  if (location !== undefined && location !== '') {
    const inLocation = sql<boolean>`strpos(lower(users.location), lower(${location})) > 0`;
    conditions.push(source === 'users' ? inLocation : sql<boolean>`exists (select from users where users.id = tutor_subjects.tutor_id and ${inLocation})`);
  }
  if (filters.premium === true) conditions.push(premiumNow(source));
  if (filters.type) conditions.push(sql<boolean>`${columnOf(source, MODE_OF_TYPE[filters.type])}`);
  if (near) conditions.push(sql<boolean>`${columnOf(source, 'latitude')} is not null`);
  if (near) conditions.push(insideBox(near, placeOf(source)), sql<boolean>`${distanceFrom(near, placeOf(source))} <= ${near.radiusKm}::float8`);
  return sql.join(conditions, sql` and `);
}

/** How many tutors match, and how many of those are premium now (they come first). */
export async function countTutors(db: Kysely<Database>, filters: TutorFilters): Promise<{ total: number; premium: number }> {
  const source = sourceOf(filters);
  const { rows } = await sql<{ total: string | number; premium: string | number }>`
    select count(*) as total, count(*) filter (where ${premiumNow(source)}) as premium
    from ${sql.table(source)} where ${matching(filters, source)}`.execute(db);
  return { total: toNumber(rows[0]?.total ?? 0), premium: toNumber(rows[0]?.premium ?? 0) };
}

const withFields = (db: Kysely<Database>) =>
  db
    .selectFrom('users')
    .where(isListedTutor)
    .select([
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
      'users.teaches_online',
      'users.teaches_at_student_home',
      'users.teaches_at_tutor_place',
    ]);

type TutorRow = Awaited<ReturnType<ReturnType<typeof withFields>['executeTakeFirstOrThrow']>>;

const toRecord = (row: TutorRow, distanceKm: number | null): TutorRecord => ({
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
  teachingModes: teachingModesOf(row),
  distanceKm,
});

interface CardRow extends TutorRow {
  distance_km: number | string | null;
  total: number | string | null;
  subjects: string[];
  rating_average: number | string | null;
  rating_count: string | number;
  contact_visible: boolean;
}

/**
 * The cards of the tutors of `page` (a query of `id`, `position`, `distance_km` and `total`,
 * each id once), in its order, in one query: the tutor's row, the subjects of their active
 * gigs, their rating, and whether the viewer sees their contact. The page is computed before
 * the card fields, so only its own rows pay for them.
 */
async function cardsOf(db: Kysely<Database>, viewerId: number | null, page: RawBuilder<unknown>): Promise<{ cards: TutorCardRecord[]; total: number | undefined }> {
  const contactVisible =
    viewerId === null
      ? sql<boolean>`false`
      : sql<boolean>`(users.id = ${viewerId}::int8 or exists (
          select from contact_unlocks where contact_unlocks.student_id = ${viewerId}::int8 and contact_unlocks.tutor_id = users.id))`;
  const rows: CardRow[] = await withFields(db)
    .innerJoin(page.as('page'), (join) => join.onRef(sql.ref('page.id'), '=', 'users.id'))
    .select([
      sql<number | string | null>`page.distance_km`.as('distance_km'),
      sql<number | string | null>`page.total`.as('total'),
      sql<string[]>`array(select subjects.name from tutor_subjects join subjects on subjects.id = tutor_subjects.subject_id
        where tutor_subjects.tutor_id = users.id and subjects.is_active order by subjects.name)`.as('subjects'),
      sql<number | string | null>`(select avg(reviews.rating)::float8 from listed_reviews reviews where reviews.tutor_id = users.id)`.as('rating_average'),
      sql<string | number>`(select count(*) from listed_reviews reviews where reviews.tutor_id = users.id)`.as('rating_count'),
      contactVisible.as('contact_visible'),
    ])
    .orderBy(sql`page.position`)
    .execute();
  const cards = rows.map((row) => ({
    ...toRecord(row, row.distance_km === null ? null : Number(row.distance_km)),
    subjects: row.subjects,
    rating: { average: row.rating_average === null ? null : Number(row.rating_average), count: toNumber(row.rating_count) },
    contactVisible: row.contact_visible,
  }));
  const total = rows[0]?.total;
  return { cards, total: total === null || total === undefined ? undefined : toNumber(total) };
}

/**
 * One page of the tutors near `near`, nearest first, as cards, and how many there are in all
 * (counted in the same pass; undefined past the last page). The page's ids come from a covering
 * index (the coordinates of listed tutors, or of a subject's tutors) alone, then their cards.
 */
export async function listNearTutors(
  db: Kysely<Database>,
  viewerId: number | null,
  filters: TutorFilters & { near: Place },
  window: { limit: number; offset: number },
): Promise<{ tutors: TutorCardRecord[]; total: number | undefined }> {
  const source = sourceOf(filters);
  const id = idOf(source);
  const distance = distanceFrom(filters.near, placeOf(source));
  const page = sql`(select ${id} as id, ${distance} as distance_km, row_number() over (order by ${distance}, ${id}) as position,
      count(*) over () as total
    from ${sql.table(source)} where ${matching(filters, source)}
    order by ${distance}, ${id} limit ${window.limit} offset ${window.offset})`;
  const { cards, total } = await cardsOf(db, viewerId, page);
  return { tutors: cards, total };
}

/**
 * One page of listed tutors away from any place, as cards: premium first, then the rest,
 * newest accounts first in each group. Each group is read in index order (id desc) and stops at
 * the page, so no request sorts every tutor; `premiumCount` (from countTutors) says where the
 * first group ends. One query: both groups' ids, then their cards.
 */
export async function listTutors(
  db: Kysely<Database>,
  viewerId: number | null,
  filters: TutorFilters,
  window: { limit: number; offset: number },
  premiumCount: number,
): Promise<TutorCardRecord[]> {
  const source = sourceOf(filters);
  const id = idOf(source);
  const where = matching(filters, source);
  const premium = premiumNow(source);
  const premiumLimit = window.offset < premiumCount ? window.limit : 0;
  // Each group reads at most a page in index order; the page is the first `limit` of premium
  // then the rest. Constant limits keep the planner's estimates (and its join) right.
  const page = sql`(with premium as (
      select ${id} as id from ${sql.table(source)} where ${where} and ${premium}
      order by ${id} desc limit ${premiumLimit} offset ${window.offset}
    ), rest as (
      select ${id} as id from ${sql.table(source)} where ${where} and not ${premium}
      order by ${id} desc limit ${window.limit} offset ${Math.max(0, window.offset - premiumCount)}
    ), ids as (
      select id, row_number() over (order by grp, id desc) as position
      from (select id, 0 as grp from premium union all select id, 1 as grp from rest) as groups
      order by grp, id desc limit ${window.limit}
    )
    select id, position, null::float8 as distance_km, null::int8 as total from ids)`;
  return (await cardsOf(db, viewerId, page)).cards;
}

export async function findListedTutor(db: Kysely<Database>, id: number): Promise<TutorRecord | undefined> {
  const row = await withFields(db).where('users.id', '=', id).executeTakeFirst();
  return row && toRecord(row, null);
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
