import type { JobBudgetType, JobCountry, JobEducationLevel, JobGender, JobListType, JobMode, JobServiceType, JobStatus } from '@tutorium/shared/contracts';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/database.types';
import { distanceKm } from '../db/geo';
import { toNumber } from '../db/int8';

// A job's row, created, found, locked, its status and its unlocks. Lists live beside it:
// job-search (the open jobs and their counts), matched-jobs (a tutor's) and nearby-jobs (the map).

/** A job with its student's username. */
export interface JobRecord {
  id: number;
  studentId: number;
  studentUsername: string;
  title: string;
  description: string;
  serviceType: JobServiceType;
  modes: JobMode[];
  budget: number | null;
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


// What a reply needs of a job row (not its search columns).
export const JOB_COLUMNS = [
  'jobs.id', 'jobs.student_id', 'jobs.title', 'jobs.description', 'jobs.service_type', 'jobs.modes', 'jobs.budget', 'jobs.budget_type',
  'jobs.total_hours', 'jobs.location', 'jobs.latitude', 'jobs.longitude', 'jobs.country', 'jobs.subject_names', 'jobs.subject_ids',
  'jobs.languages', 'jobs.education_level', 'jobs.gender_preference', 'jobs.distance_km', 'jobs.phone', 'jobs.status', 'jobs.unlock_count',
  'jobs.created_at',
] as const;

export const jobsWithStudents = (db: Kysely<Database>) =>
  db
    .selectFrom('jobs')
    .innerJoin('users', 'users.id', 'jobs.student_id')
    .select(JOB_COLUMNS)
    .select('users.username');

type JobRow = Awaited<ReturnType<ReturnType<typeof jobsWithStudents>['executeTakeFirstOrThrow']>>;

export const toRecord = (row: JobRow): JobRecord => ({
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

export const NEWEST_FIRST = sql`jobs.created_at desc, jobs.id desc`;

/** These jobs, in this order. */
export async function jobsInOrder(db: Kysely<Database>, ids: number[]): Promise<JobRecord[]> {
  if (ids.length === 0) return [];
  const rows = await jobsWithStudents(db).where('jobs.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [toNumber(row.id), toRecord(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
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
