import {
  ERROR_CODES,
  JOB_DEFAULT_REACH_KM,
  JOB_NOTIFICATION_CAP,
  JOB_POST_COST,
  type JobListType,
  type JobUnlockStatus,
  type UpdateJobStatusRequest,
} from '@tutorium/shared/contracts';
import type { ParsedCreateJobRequest } from '@tutorium/shared/schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { inTransaction } from '../db/transaction';
import { requireCaller } from '../core/caller';
import { DomainError, sessionErrors } from '../core/errors';
import { listWindow, type ListQuery } from '../core/list-window';
import { notify } from '../notifications/notifications.service';
import { applyPointsChange, pointsBalance } from '../points/points-ledger.service';
import { knownSubjectIds } from '../subjects/subjects.service';
import { listApplicants, type ApplicantRecord } from './job-applicants.repository';
import { unlockPrice } from './job-pricing';
import { jobErrors } from './jobs.errors';
import { countJobs, listJobs, withOpenWords } from './job-search.repository';
import {
  countCompletedJobs,
  findJob,
  insertJob,
  insertUnlock,
  lockJob,
  setJobStatus,
  tutorsToNotify,
  unlockedJobIds,
  type JobFilter,
  type JobRecord,
  type NewJob,
} from './jobs.repository';
import { activeGigSubjectIds, countMatchedJobs, listMatchedJobs, tutorPlace } from './matched-jobs.repository';
import { countNearbyJobs, listNearbyJobs } from './nearby-jobs.repository';

export type { JobRecord };

const MAX_SEARCH_TERMS = 8;

/** The words of a search: letters and digits only, lower-cased (the rest separates words). */
export const searchTerms = (q: string | undefined): string[] =>
  (q?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_TERMS);

const titleOf = (request: ParsedCreateJobRequest): string => {
  if (request.title != null) return request.title;
  const what = request.serviceType === 'Assignment Help' ? 'assignment help' : 'tutor needed';
  return request.subjects.length > 0 ? `${request.subjects.join(', ')} ${what}` : what.charAt(0).toUpperCase() + what.slice(1);
};

const newJob = (request: ParsedCreateJobRequest, subjectIds: number[]): NewJob => ({
  title: titleOf(request),
  description: request.description,
  serviceType: request.serviceType,
  modes: request.mode,
  budget: request.budget,
  budgetType: request.budgetType,
  totalHours: request.totalHours ?? null,
  location: request.location,
  latitude: request.latitude ?? null,
  longitude: request.longitude ?? null,
  country: request.country ?? null,
  subjectNames: request.subjects,
  subjectIds,
  languages: request.languages ?? [],
  educationLevel: request.educationLevel,
  genderPreference: request.genderPreference ?? null,
  // A distance only means something when the student travels to the tutor.
  distanceKm: request.mode.includes('Travel to Tutor') ? (request.distance ?? null) : null,
  phone: request.phone,
});

export async function getJob(db: Kysely<Database>, id: number): Promise<JobRecord> {
  const job = await findJob(db, id);
  if (!job) throw jobErrors.notFound();
  return job;
}

/**
 * Posts a job for the calling student. It costs JOB_POST_COST through the ledger in the same
 * transaction, so a refused charge (402) leaves nothing behind; matching tutors are notified in it too.
 */
export async function createJob(db: Kysely<Database>, callerId: number, request: ParsedCreateJobRequest): Promise<JobRecord> {
  return inTransaction(db, async (trx) => {
    await requireCaller(trx, callerId, { as: 'student', otherwise: jobErrors.onlyStudentsPost });
    const job = newJob(request, await knownSubjectIds(trx, request.subjects));
    const id = await insertJob(trx, callerId, job);
    await chargeJobPost(trx, callerId, id);
    await notifyMatchingTutors(trx, id, job);
    return getJob(trx, id);
  });
}

async function chargeJobPost(trx: Transaction<Database>, studentId: number, jobId: number): Promise<void> {
  try {
    await applyPointsChange(trx, { userId: studentId, delta: -JOB_POST_COST, reason: 'job-post', reference: `job:${jobId}`, idempotencyKey: `job-post:${jobId}` });
  } catch (error) {
    if (error instanceof DomainError && error.code === ERROR_CODES.insufficientPoints) throw jobErrors.notEnoughPointsToPost();
    throw error;
  }
}

async function notifyMatchingTutors(trx: Transaction<Database>, jobId: number, job: NewJob): Promise<void> {
  const tutorIds = await tutorsToNotify(
    trx,
    {
      subjectIds: job.subjectIds,
      latitude: job.latitude,
      longitude: job.longitude,
      inPersonOnly: !job.modes.includes('Online'),
      reachKm: job.distanceKm ?? JOB_DEFAULT_REACH_KM,
    },
    JOB_NOTIFICATION_CAP,
  );
  await notify(
    trx,
    tutorIds.map((userId) => ({ userId, type: 'job-posted', message: `New job matching your gigs: ${job.title}`, payload: { job_id: jobId, title: job.title } })),
  );
}

export interface JobListRequest extends ListQuery {
  type?: JobListType;
  q?: string;
  mine?: boolean;
}

/**
 * The open jobs (filtered by type, searched), newest first; with `mine`, the caller's own jobs
 * of every status. Also which of the listed jobs the caller unlocked, for their phones.
 */
export async function listJobsFor(
  db: Kysely<Database>,
  viewerId: number | null,
  query: JobListRequest,
): Promise<{ jobs: JobRecord[]; count: number; unlocked: Set<number> }> {
  if (query.mine && viewerId === null) throw sessionErrors.notAuthenticated();
  const filter: JobFilter = query.mine && viewerId !== null
    ? { studentId: viewerId }
    : { type: query.type, terms: await withOpenWords(db, searchTerms(query.q)) };
  // An unpaged reply is a plain array: nothing reads a count, so none is computed.
  const [jobs, count] = await Promise.all([listJobs(db, filter, listWindow(query)), query.page === undefined ? 0 : countJobs(db, filter)]);
  const unlocked = viewerId === null ? new Set<number>() : await unlockedJobIds(db, viewerId, jobs.map((job) => job.id));
  return { jobs, count, unlocked };
}

export async function unlockedByViewer(db: Kysely<Database>, viewerId: number, jobId: number): Promise<Set<number>> {
  return unlockedJobIds(db, viewerId, [jobId]);
}

/** The owner marks an open job completed or closes it. */
export async function changeJobStatus(db: Kysely<Database>, callerId: number, id: number, request: UpdateJobStatusRequest): Promise<JobRecord> {
  return inTransaction(db, async (trx) => {
    const job = await lockJob(trx, id);
    if (!job) throw jobErrors.notFound();
    if (job.studentId !== callerId) throw jobErrors.notOwner();
    if (job.status !== 'open' && job.status !== request.status) throw jobErrors.notOpen();
    await setJobStatus(trx, id, request.status);
    return getJob(trx, id);
  });
}

/**
 * Blocking a student closes their open jobs, so they leave every list and search and cannot be
 * unlocked; unblocking reopens those (and only those: a job the student closed stays closed).
 * Runs in the block's transaction. How many jobs changed.
 */
export async function setStudentJobsListed(trx: Transaction<Database>, studentId: number, listed: boolean): Promise<number> {
  const result = listed
    ? await trx.updateTable('jobs').set({ status: 'open', closed_by_block: false }).where('student_id', '=', studentId).where('closed_by_block', '=', true).executeTakeFirst()
    : await trx.updateTable('jobs').set({ status: 'closed', closed_by_block: true }).where('student_id', '=', studentId).where('status', '=', 'open').executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The tutors who unlocked the caller's job, newest first; nobody but its owner sees them. */
export async function jobApplicantsFor(
  db: Kysely<Database>,
  callerId: number,
  id: number,
  query: ListQuery,
): Promise<{ applicants: ApplicantRecord[]; count: number }> {
  const job = await getJob(db, id);
  if (job.studentId !== callerId) throw jobErrors.notOwnerApplicants();
  // unlock_count is kept with every unlock: the page's count needs no query of its own.
  return { applicants: await listApplicants(db, id, listWindow(query)), count: job.unlockCount };
}

/**
 * A tutor may unlock a job with an active gig in one of its subjects. A job posted without subjects
 * names none to match, so any tutor with an active gig may unlock it (it is still listed and found by
 * search, but is in nobody's matched jobs and notifies nobody). Subjects the student named that are
 * not known subjects still match no gig.
 */
const hasMatchingGig = (job: JobRecord, gigSubjectIds: number[]): boolean =>
  job.subjectNames.length === 0 ? gigSubjectIds.length > 0 : job.subjectIds.some((id) => gigSubjectIds.includes(id));

async function tutorOnly(db: Kysely<Database>, callerId: number): Promise<void> {
  await requireCaller(db, callerId, { as: 'tutor', otherwise: jobErrors.onlyTutorsUnlock });
}

/** Spec section 3 "Job unlock status", for a tutor: unlocked, what unlocking costs now, and whether they may. */
export async function jobUnlockStatus(db: Kysely<Database>, callerId: number, id: number, now: Date): Promise<JobUnlockStatus> {
  await tutorOnly(db, callerId);
  const job = await getJob(db, id);
  const [unlocked, subjectIds] = await Promise.all([unlockedJobIds(db, callerId, [id]), activeGigSubjectIds(db, callerId)]);
  const isUnlocked = unlocked.has(id);
  return { unlocked: isUnlocked, points_needed: isUnlocked ? 0 : unlockPrice(job, now), has_matching_gig: hasMatchingGig(job, subjectIds) };
}

/**
 * Unlocks a job for the calling tutor at the price computed here, now, under the job's row lock:
 * concurrent calls by one tutor take turns, and only the first one charges. Unlocking needs an
 * active gig in one of the job's subjects; a short balance is refused (402) with nothing charged.
 */
export async function unlockJob(
  db: Kysely<Database>,
  callerId: number,
  id: number,
  now: () => Date,
): Promise<{ job: JobRecord; pointsSpent: number; balance: number }> {
  return inTransaction(db, async (trx) => {
    await tutorOnly(trx, callerId);
    const job = await lockJob(trx, id);
    if (!job) throw jobErrors.notFound();
    if ((await unlockedJobIds(trx, callerId, [id])).has(id)) return { job, pointsSpent: 0, balance: await pointsBalance(trx, callerId) };
    if (job.status !== 'open') throw jobErrors.notOpen();
    if (!hasMatchingGig(job, await activeGigSubjectIds(trx, callerId))) throw jobErrors.noMatchingGig();
    const price = unlockPrice(job, now());
    try {
      await applyPointsChange(trx, { userId: callerId, delta: -price, reason: 'job-unlock', reference: `job:${id}`, idempotencyKey: `job-unlock:${id}:${callerId}` });
    } catch (error) {
      if (error instanceof DomainError && error.code === ERROR_CODES.insufficientPoints) throw jobErrors.notEnoughPointsToUnlock(price);
      throw error;
    }
    await insertUnlock(trx, id, callerId, price);
    await notify(trx, [{ userId: job.studentId, type: 'job-unlocked', message: `A tutor unlocked your job: ${job.title}`, payload: { job_id: id, tutor_id: callerId, title: job.title } }]);
    return { job: await getJob(trx, id), pointsSpent: price, balance: await pointsBalance(trx, callerId) };
  });
}

/** The tutor's matched jobs (see listMatchedJobs) and which of them they unlocked. */
export async function matchedJobsFor(
  db: Kysely<Database>,
  callerId: number,
  query: ListQuery,
): Promise<{ jobs: JobRecord[]; count: number; unlocked: Set<number> }> {
  const [tutor, subjectIds] = await Promise.all([tutorPlace(db, callerId), activeGigSubjectIds(db, callerId)]);
  if (!tutor) throw sessionErrors.tokenInvalid();
  if (!tutor.isTutor) throw jobErrors.onlyTutorsMatch();
  const [jobs, count] = await Promise.all([
    listMatchedJobs(db, tutor, subjectIds, listWindow(query)),
    query.page === undefined ? 0 : countMatchedJobs(db, callerId, subjectIds),
  ]);
  return { jobs, count, unlocked: await unlockedJobIds(db, callerId, jobs.map((job) => job.id)) };
}

/** The dashboard's completedJobs: jobs this tutor unlocked that their students marked completed. */
export const completedJobsOf = (db: Kysely<Database>, tutorId: number): Promise<number> => countCompletedJobs(db, tutorId);

export interface NearbyJobsRequest extends ListQuery {
  lat: number;
  lng: number;
  radius_km: number;
}

/** Open jobs within `radius_km` of the place, nearest first (/job-map). */
export async function nearbyJobsFor(db: Kysely<Database>, request: NearbyJobsRequest): Promise<{ jobs: Array<JobRecord & { kmAway: number }>; count: number }> {
  const place = { lat: request.lat, lng: request.lng, radiusKm: request.radius_km };
  const [jobs, count] = await Promise.all([listNearbyJobs(db, place, listWindow(request)), countNearbyJobs(db, place)]);
  return { jobs, count };
}
