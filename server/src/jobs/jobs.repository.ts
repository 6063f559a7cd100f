import type { JobBudgetType, JobCountry, JobEducationLevel, JobGender, JobListType, JobMode, JobServiceType, JobStatus } from '@tutorium/shared/contracts';
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';

/** A job with its student's username. */
export interface JobRecord {
  id: number;
  studentId: number;
  studentUsername: string;
  title: string;
  description: string;
  serviceType: JobServiceType;
  modes: JobMode[];
  budget: number;
  budgetType: JobBudgetType;
  totalHours: number | null;
  location: string;
  latitude: number | null;
  longitude: number | null;
  country: JobCountry | null;
  subjectNames: string[];
  subjectIds: number[];
  languages: string[];
  educationLevel: JobEducationLevel;
  genderPreference: JobGender | null;
  distanceKm: number | null;
  phone: string;
  status: JobStatus;
  unlockCount: number;
  createdAt: Date;
}

/** What a new job row holds; the repository derives the filter and search columns. */
export type NewJob = Omit<JobRecord, 'id' | 'studentId' | 'studentUsername' | 'status' | 'unlockCount' | 'createdAt'> & { createdAt?: Date };

/** Which jobs a list shows: the open ones (filtered, searched), or every job of one student. */
export interface JobFilter {
  type?: JobListType;
  /** Each term must start a word of the job's searchable text, or be one of its near words. */
  terms?: SearchTerm[];
  studentId?: number;
}

/** A search term and the indexed words one typo away from it. */
export interface SearchTerm {
  term: string;
  nearWords: string[];
  /**
   * The words of the open jobs it meets (that it starts, or near words) with their open jobs'
   * counts, when there are few (job_word_counts, 0053); undefined when many or not looked up.
   */
  openWords?: WordCount[];
}

export interface WordCount {
  word: string;
  jobs: number;
}

export interface ListWindow {
  limit: number;
  offset: number;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km between two points given as SQL expressions (haversine). */
export const distanceKm = (lat1: Expression<unknown>, lon1: Expression<unknown>, lat2: Expression<unknown>, lon2: Expression<unknown>): RawBuilder<number> =>
  sql<number>`(${EARTH_RADIUS_KM} * 2 * asin(least(1, sqrt(
    power(sin(radians(${lat2} - ${lat1}) / 2), 2) + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lon2} - ${lon1}) / 2), 2)))))`;

// What a reply needs of a job row (not its search columns).
const JOB_COLUMNS = [
  'jobs.id', 'jobs.student_id', 'jobs.title', 'jobs.description', 'jobs.service_type', 'jobs.modes', 'jobs.budget', 'jobs.budget_type',
  'jobs.total_hours', 'jobs.location', 'jobs.latitude', 'jobs.longitude', 'jobs.country', 'jobs.subject_names', 'jobs.subject_ids',
  'jobs.languages', 'jobs.education_level', 'jobs.gender_preference', 'jobs.distance_km', 'jobs.phone', 'jobs.status', 'jobs.unlock_count',
  'jobs.created_at',
] as const;

const jobsWithStudents = (db: Kysely<Database>) =>
  db
    .selectFrom('jobs')
    .innerJoin('users', 'users.id', 'jobs.student_id')
    .select(JOB_COLUMNS)
    .select('users.username');

type JobRow = Awaited<ReturnType<ReturnType<typeof jobsWithStudents>['executeTakeFirstOrThrow']>>;

const toRecord = (row: JobRow): JobRecord => ({
  id: toNumber(row.id),
  studentId: toNumber(row.student_id),
  studentUsername: row.username,
  title: row.title,
  description: row.description,
  serviceType: row.service_type as JobServiceType,
  modes: row.modes as JobMode[],
  budget: row.budget,
  budgetType: row.budget_type as JobBudgetType,
  totalHours: row.total_hours,
  location: row.location,
  latitude: row.latitude,
  longitude: row.longitude,
  country: row.country as JobCountry | null,
  subjectNames: row.subject_names,
  subjectIds: row.subject_ids.map(toNumber),
  languages: row.languages,
  educationLevel: row.education_level as JobEducationLevel,
  genderPreference: row.gender_preference as JobGender | null,
  distanceKm: row.distance_km,
  phone: row.phone,
  status: row.status as JobStatus,
  unlockCount: row.unlock_count,
  createdAt: row.created_at,
});

const searchText = (job: NewJob): string =>
  [job.title, job.description, ...job.subjectNames, job.location, job.country ?? ''].join(' ').toLowerCase();

/** The row of a new job: what the student gave, plus the derived filter and search columns. */
export const toJobRow = (studentId: number, job: NewJob) => ({
  student_id: studentId,
  title: job.title,
  description: job.description,
  service_type: job.serviceType,
  modes: job.modes,
  is_online: job.modes.includes('Online'),
  is_offline: job.modes.some((mode) => mode !== 'Online'),
  budget: job.budget,
  budget_type: job.budgetType,
  total_hours: job.totalHours,
  location: job.location,
  latitude: job.latitude,
  longitude: job.longitude,
  country: job.country,
  subject_names: job.subjectNames,
  subject_ids: job.subjectIds,
  languages: job.languages,
  education_level: job.educationLevel,
  gender_preference: job.genderPreference,
  distance_km: job.distanceKm,
  phone: job.phone,
  search_text: searchText(job),
  ...(job.createdAt && { created_at: job.createdAt, updated_at: job.createdAt }),
});

export async function insertJob(db: Kysely<Database>, studentId: number, job: NewJob): Promise<number> {
  const { id } = await db.insertInto('jobs').values(toJobRow(studentId, job)).returning('id').executeTakeFirstOrThrow();
  return toNumber(id);
}

export async function findJob(db: Kysely<Database>, id: number): Promise<JobRecord | undefined> {
  const row = await jobsWithStudents(db).where('jobs.id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** The job with its row locked until the transaction ends (one unlock or status change at a time). */
export async function lockJob(db: Kysely<Database>, id: number): Promise<JobRecord | undefined> {
  const row = await jobsWithStudents(db).where('jobs.id', '=', id).forUpdate('jobs').executeTakeFirst();
  return row && toRecord(row);
}

const NEWEST_FIRST = sql`jobs.created_at desc, jobs.id desc`;

// Each term as a prefix, or one of its near words; all terms must match. Terms and words hold
// letters and digits only, never tsquery operators. When a term's open words are known, they are
// matched as whole words instead: the same open jobs, read from the GIN index's posting lists
// rather than a scan of its entries for the prefix, which costs several milliseconds for a prefix
// of common words ("exam" of "exams") at 300,000 jobs.
const tsQuery = (terms: SearchTerm[]) =>
  terms
    .map(({ term, nearWords, openWords }) => {
      const words = openWords?.length ? openWords.map((open) => open.word) : [`${term}:*`, ...nearWords];
      return words.length === 1 ? words[0] : `(${words.join(' | ')})`;
    })
    .join(' & ');

const WORD = /^[\p{L}\p{N}]+$/u;
/** Fuzzy matching starts at this length: shorter terms meet too many words one letter away. */
const FUZZY_MIN_LENGTH = 4;
const MAX_NEAR_WORDS = 8;

/** A word and its one-letter deletions (the index's variants). */
const variantsOf = (word: string): string[] => {
  const letters = [...word];
  if (letters.length < FUZZY_MIN_LENGTH) return [word];
  return [word, ...letters.map((_, index) => [...letters.slice(0, index), ...letters.slice(index + 1)].join(''))];
};

/** The search terms, each with the indexed words that share a one-letter deletion with it (one typo away). */
export async function withNearWords(db: Kysely<Database>, terms: string[]): Promise<SearchTerm[]> {
  const fuzzy = terms.filter((term) => [...term].length >= FUZZY_MIN_LENGTH);
  if (fuzzy.length === 0) return terms.map((term) => ({ term, nearWords: [] }));
  const rows = await db
    .selectFrom('job_search_words')
    .select(['variant', 'word'])
    .where('variant', 'in', [...new Set(fuzzy.flatMap(variantsOf))])
    .execute();
  return terms.map((term) => {
    const variants = new Set(variantsOf(term));
    const near = new Set(rows.filter((row) => variants.has(row.variant) && row.word !== term && WORD.test(row.word)).map((row) => row.word));
    return { term, nearWords: [...near].sort().slice(0, MAX_NEAR_WORDS) };
  });
}

// Terms whose tsquery prefix is the term itself, byte for byte (the 'simple' parser keeps such a word whole).
const PLAIN_TERM = /^[a-z]+$/;
// Above every character: `term` <= word < `term` + this holds the words that start with `term`.
const AFTER_PREFIX = String.fromCodePoint(0x10ffff);
const MAX_OPEN_WORDS = 16;

/**
 * The search terms with their near words (withNearWords) and, for plain terms, the words of the
 * open jobs each one meets when there are at most MAX_OPEN_WORDS. A job posted between this
 * look-up and the search's query counts only if its words were known: as if it came a moment later.
 */
export async function withOpenWords(db: Kysely<Database>, terms: string[]): Promise<SearchTerm[]> {
  const searchTerms = await withNearWords(db, terms);
  return Promise.all(
    searchTerms.map(async (searchTerm): Promise<SearchTerm> => {
      const { term, nearWords } = searchTerm;
      if (!PLAIN_TERM.test(term)) return searchTerm;
      const rows = await db
        .selectFrom('job_word_counts')
        .select(['word', 'jobs'])
        .where('jobs', '>', 0)
        .where((eb) =>
          eb.or([eb.and([eb('word', '>=', term), eb('word', '<', `${term}${AFTER_PREFIX}`)]), ...(nearWords.length > 0 ? [eb('word', 'in', nearWords)] : [])]),
        )
        .orderBy('word')
        .limit(MAX_OPEN_WORDS + 1)
        .execute();
      if (rows.length > MAX_OPEN_WORDS || !rows.every((row) => WORD.test(row.word))) return searchTerm;
      return { ...searchTerm, openWords: rows.map((row) => ({ word: row.word, jobs: toNumber(row.jobs) })) };
    }),
  );
}

function filtered(db: Kysely<Database>, filter: JobFilter) {
  let query = db.selectFrom('jobs');
  if (filter.studentId !== undefined) return query.where('jobs.student_id', '=', filter.studentId);
  query = query.where('jobs.status', '=', 'open');
  if (filter.type === 'online') query = query.where('jobs.is_online', '=', true);
  if (filter.type === 'offline') query = query.where('jobs.is_offline', '=', true);
  if (filter.type === 'assignment') query = query.where('jobs.service_type', '=', 'Assignment Help');
  if (filter.terms?.length) {
    query = query.where(sql<SqlBool>`jobs.search_vector @@ to_tsquery('simple', ${tsQuery(filter.terms)})`);
  }
  return query;
}

/**
 * Jobs of a list, newest first. The page's ids come first, from the list's index alone (the
 * rows skipped by an offset are never read); then those jobs with their students.
 */
export async function listJobs(db: Kysely<Database>, filter: JobFilter, window: ListWindow): Promise<JobRecord[]> {
  const page = filtered(db, filter).select(['jobs.id', 'jobs.created_at']).orderBy(NEWEST_FIRST).limit(window.limit).offset(window.offset);
  const rows = await jobsWithStudents(db)
    .innerJoin(page.as('page'), 'page.id', 'jobs.id')
    .orderBy('page.created_at', 'desc')
    .orderBy('page.id', 'desc')
    .execute();
  return rows.map(toRecord);
}

// The column of job_list_counts (0050) that holds each list's count of open jobs.
const LIST_COUNTS = { all: 'open_jobs', online: 'online_jobs', offline: 'offline_jobs', assignment: 'assignment_jobs' } as const;

/**
 * How many jobs the list holds. An open-jobs list without a search reads its count from
 * job_list_counts, which triggers keep exact; a search counts its matches through the GIN index.
 */
export async function countJobs(db: Kysely<Database>, filter: JobFilter): Promise<number> {
  if (filter.studentId === undefined && !filter.terms?.length) {
    const column = LIST_COUNTS[filter.type ?? 'all'];
    const row = await db.selectFrom('job_list_counts').select(column).executeTakeFirst();
    return row ? toNumber(row[column]) : 0;
  }
  const counted = oneWordCount(filter);
  if (counted !== undefined) return counted;
  const { count } = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return toNumber(count);
}

/**
 * A one-word search's count without visiting its matches: the trigger-kept count of the one word
 * of the open jobs it meets (0053), or 0 when it meets none. Undefined when it meets several, or
 * their number is unknown; the caller then counts the jobs.
 */
function oneWordCount(filter: JobFilter): number | undefined {
  const [only, ...others] = filter.terms ?? [];
  if (filter.studentId !== undefined || filter.type !== undefined || !only || others.length > 0 || !only.openWords) return undefined;
  if (only.openWords.length === 0) return 0;
  return only.openWords.length === 1 ? only.openWords[0]?.jobs : undefined;
}

export async function setJobStatus(db: Kysely<Database>, id: number, status: JobStatus): Promise<void> {
  await db.updateTable('jobs').set({ status, updated_at: sql<Date>`now()` }).where('id', '=', id).execute();
}

/** Records an unlock; false when this tutor had unlocked the job already. */
export async function insertUnlock(db: Kysely<Database>, jobId: number, tutorId: number, pointsSpent: number): Promise<boolean> {
  const row = await db
    .insertInto('job_unlocks')
    .values({ job_id: jobId, tutor_id: tutorId, points_spent: pointsSpent })
    .onConflict((conflict) => conflict.columns(['job_id', 'tutor_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (row === undefined) return false;
  await db
    .updateTable('jobs')
    .set((eb) => ({ unlock_count: eb('unlock_count', '+', 1) }))
    .where('id', '=', jobId)
    .execute();
  return true;
}

/** Which of these jobs the tutor has unlocked. */
export async function unlockedJobIds(db: Kysely<Database>, tutorId: number, jobIds: number[]): Promise<Set<number>> {
  if (jobIds.length === 0) return new Set();
  const rows = await db.selectFrom('job_unlocks').select('job_id').where('tutor_id', '=', tutorId).where('job_id', 'in', jobIds).execute();
  return new Set(rows.map((row) => toNumber(row.job_id)));
}

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

/** Where a table keeps a job's place. */
type PlaceColumns = readonly [RawBuilder<unknown>, RawBuilder<unknown>];
const JOB_PLACE: PlaceColumns = [sql.ref('jobs.latitude'), sql.ref('jobs.longitude')];
const SUBJECT_PLACE: PlaceColumns = [sql.ref('job_subject_places.latitude'), sql.ref('job_subject_places.longitude')];
const UNLOCK_PLACE: PlaceColumns = [sql.ref('job_unlocks.job_latitude'), sql.ref('job_unlocks.job_longitude')];

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

/** These jobs, in this order. */
async function jobsInOrder(db: Kysely<Database>, ids: number[]): Promise<JobRecord[]> {
  if (ids.length === 0) return [];
  const rows = await jobsWithStudents(db).where('jobs.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [toNumber(row.id), toRecord(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
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

/** Jobs the tutor unlocked that their students marked completed (the dashboard's completedJobs). */
export async function countCompletedJobs(db: Kysely<Database>, tutorId: number): Promise<number> {
  const { count } = await db
    .selectFrom('job_unlocks')
    .innerJoin('jobs', 'jobs.id', 'job_unlocks.job_id')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('job_unlocks.tutor_id', '=', tutorId)
    .where('jobs.status', '=', 'completed')
    .executeTakeFirstOrThrow();
  return toNumber(count);
}

/**
 * Tutors to tell about a new job: those with an active gig in one of its subjects, not blocked.
 * An in-person job with a place reaches tutors within `reachKm`, nearest first; any other job
 * reaches every matching tutor, premium and verified first. At most `limit`.
 */
export async function tutorsToNotify(
  db: Kysely<Database>,
  job: { subjectIds: number[]; latitude: number | null; longitude: number | null; inPersonOnly: boolean; reachKm: number },
  limit: number,
): Promise<number[]> {
  if (job.subjectIds.length === 0) return [];
  let query = db
    .selectFrom('users')
    .select('users.id')
    .where('users.user_type', '=', 'tutor')
    .where('users.is_blocked', '=', false)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('gigs')
          .innerJoin('subjects', 'subjects.id', 'gigs.subject_id')
          .select(sql`1`.as('one'))
          .whereRef('gigs.tutor_id', '=', 'users.id')
          .where('subjects.is_active', '=', true)
          .where(sql<SqlBool>`gigs.subject_id = any(${sql.val(job.subjectIds)}::bigint[])`),
      ),
    );
  if (job.inPersonOnly && job.latitude !== null && job.longitude !== null) {
    const distance = distanceKm(sql.ref('users.latitude'), sql.ref('users.longitude'), sql.val(job.latitude), sql.val(job.longitude));
    query = query.where('users.latitude', 'is not', null).where(distance, '<=', job.reachKm).orderBy(distance);
  }
  const rows = await query.orderBy('users.is_premium', 'desc').orderBy('users.is_verified', 'desc').orderBy('users.id').limit(limit).execute();
  return rows.map((row) => toNumber(row.id));
}

/** Seeding and benchmarks: one multi-row insert of jobs with their history (status, unlocks); their ids in order. */
export async function insertJobRows(
  db: Kysely<Database>,
  rows: Array<ReturnType<typeof toJobRow> & { status: JobStatus; unlock_count: number }>,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insertInto('jobs').values(rows).returning('id').execute();
  return inserted.map((row) => toNumber(row.id));
}

/** Seeding and benchmarks: one multi-row insert of unlocks. */
export async function insertUnlockRows(db: Kysely<Database>, rows: Array<{ jobId: number; tutorId: number; pointsSpent: number; createdAt: Date }>): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('job_unlocks')
    .values(rows.map((row) => ({ job_id: row.jobId, tutor_id: row.tutorId, points_spent: row.pointsSpent, created_at: row.createdAt })))
    .execute();
}

/** A place and a radius in km. */
export interface NearPlace {
  lat: number;
  lng: number;
  radiusKm: number;
}

const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

// The condition of migration 0040's partial index, as literals so the planner can match it.
const isOpenWithPlace = sql<SqlBool>`jobs.status = 'open' and jobs.latitude is not null`;

/**
 * The box around the circle, on the indexed (latitude, longitude): the index narrows the rows to
 * the box and the exact distance is computed on those only. Near a pole or across the date line
 * the longitude bound is dropped or split, never wrong.
 */
function insideBox({ lat, lng, radiusKm }: NearPlace, [latitudeOf, longitudeOf]: PlaceColumns = JOB_PLACE) {
  const dLat = radiusKm / KM_PER_DEGREE;
  const [minLat, maxLat] = [lat - dLat, lat + dLat];
  const latitude = sql<SqlBool>`${latitudeOf} between ${minLat}::float8 and ${maxLat}::float8`;
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  if (widest >= 89) return latitude;
  const dLng = dLat / Math.cos((widest * Math.PI) / 180);
  if (dLng >= 180) return latitude;
  const [minLng, maxLng] = [lng - dLng, lng + dLng];
  if (minLng < -180) return sql<SqlBool>`${latitude} and (${longitudeOf} >= ${minLng + 360}::float8 or ${longitudeOf} <= ${maxLng}::float8)`;
  if (maxLng > 180) return sql<SqlBool>`${latitude} and (${longitudeOf} >= ${minLng}::float8 or ${longitudeOf} <= ${maxLng - 360}::float8)`;
  return sql<SqlBool>`${latitude} and ${longitudeOf} between ${minLng}::float8 and ${maxLng}::float8`;
}

const distanceFrom = (place: NearPlace) =>
  distanceKm(sql`${place.lat}::float8`, sql`${place.lng}::float8`, sql.ref('jobs.latitude'), sql.ref('jobs.longitude'));

const nearbyJobs = (db: Kysely<Database>, place: NearPlace) =>
  db
    .selectFrom('jobs')
    .where(isOpenWithPlace)
    .where(insideBox(place))
    .where(sql<SqlBool>`${distanceFrom(place)} <= ${place.radiusKm}::float8`);

/** Open jobs within the radius of the place, nearest first (then newest), with their distance in km. */
export async function listNearbyJobs(db: Kysely<Database>, place: NearPlace, window: ListWindow): Promise<Array<JobRecord & { kmAway: number }>> {
  const rows = await nearbyJobs(db, place)
    .innerJoin('users', 'users.id', 'jobs.student_id')
    .select(JOB_COLUMNS)
    .select('users.username')
    .select(distanceFrom(place).as('km_away'))
    .orderBy('km_away')
    .orderBy(NEWEST_FIRST)
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows.map((row) => ({ ...toRecord(row), kmAway: Number(row.km_away) }));
}

export async function countNearbyJobs(db: Kysely<Database>, place: NearPlace): Promise<number> {
  const { count } = await nearbyJobs(db, place)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return toNumber(count);
}
