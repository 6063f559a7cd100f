import type { ReportReason, ReportStatus } from '@tutorium/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';

// Reports, and what they need to know of the unlocks, jobs and users they are about: queried
// here through Kysely (the jobs and tutors domains keep their own repositories to themselves).

export interface ReportRow {
  id: number;
  kind: 'job' | 'tutor';
  targetId: number;
  targetName: string;
  reporterId: number;
  reporterUsername: string;
  /** The job's owner (kind 'job'); null for a tutor report. */
  jobOwnerId: number | null;
  reason: ReportReason;
  details: string;
  status: ReportStatus;
  unlockPoints: number;
  refundedPoints: number;
  resolution: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
}

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/** Reports with their reporter and target, ready to read. */
const reportsWithNames = (db: Kysely<Database>) =>
  db
    .selectFrom('reports')
    .innerJoin('users as reporter', 'reporter.id', 'reports.reporter_id')
    .leftJoin('jobs', 'jobs.id', 'reports.job_id')
    .leftJoin('users as tutor', 'tutor.id', 'reports.tutor_id')
    .select([
      'reports.id',
      'reports.kind',
      'reports.job_id',
      'reports.tutor_id',
      'reports.reporter_id',
      'reporter.username as reporter_username',
      'jobs.title as job_title',
      'jobs.student_id as job_owner_id',
      'tutor.username as tutor_username',
      'reports.reason',
      'reports.details',
      'reports.status',
      'reports.unlock_points',
      'reports.refunded_points',
      'reports.resolution',
      'reports.created_at',
      'reports.resolved_at',
    ]);

type NamedRow = Awaited<ReturnType<ReturnType<typeof reportsWithNames>['executeTakeFirstOrThrow']>>;

function toRow(row: NamedRow): ReportRow {
  const isJob = row.kind === 'job';
  return {
    id: toNumber(row.id),
    kind: row.kind,
    targetId: toNumber((isJob ? row.job_id : row.tutor_id) ?? 0),
    targetName: (isJob ? row.job_title : row.tutor_username) ?? '',
    reporterId: toNumber(row.reporter_id),
    reporterUsername: row.reporter_username,
    jobOwnerId: row.job_owner_id === null || row.job_owner_id === undefined ? null : toNumber(row.job_owner_id),
    reason: row.reason,
    details: row.details,
    status: row.status,
    unlockPoints: row.unlock_points,
    refundedPoints: row.refunded_points,
    resolution: row.resolution,
    createdAt: asDate(row.created_at),
    resolvedAt: row.resolved_at === null ? null : asDate(row.resolved_at),
  };
}

export async function findReport(db: Kysely<Database>, id: number): Promise<ReportRow | undefined> {
  const row = await reportsWithNames(db).where('reports.id', '=', id).executeTakeFirst();
  return row && toRow(row);
}

/** The report's row locked until the transaction ends: one resolution at a time. */
export async function lockReport(db: Kysely<Database>, id: number): Promise<{ id: number; status: ReportStatus } | undefined> {
  const row = await db.selectFrom('reports').select(['id', 'status']).where('id', '=', id).forUpdate().executeTakeFirst();
  return row && { id: toNumber(row.id), status: row.status };
}

export interface NewReport {
  reporterId: number;
  kind: 'job' | 'tutor';
  targetId: number;
  reason: ReportReason;
  details: string;
  unlockPoints: number;
}

/** Records a report; undefined when this reporter reported this target already (one report per unlock). */
export async function insertReport(db: Kysely<Database>, report: NewReport): Promise<number | undefined> {
  const { rows } = await sql<{ id: string | number }>`
    insert into reports (reporter_id, kind, job_id, tutor_id, reason, details, unlock_points)
    values (${report.reporterId}, ${report.kind}, ${report.kind === 'job' ? report.targetId : null}, ${report.kind === 'tutor' ? report.targetId : null},
      ${report.reason}, ${report.details}, ${report.unlockPoints})
    on conflict do nothing
    returning id`.execute(db);
  return rows[0] === undefined ? undefined : toNumber(rows[0].id);
}

export async function hasReported(db: Kysely<Database>, reporterId: number, kind: 'job' | 'tutor', targetId: number): Promise<boolean> {
  const row = await db
    .selectFrom('reports')
    .select('id')
    .where('reporter_id', '=', reporterId)
    .where('kind', '=', kind)
    .where(kind === 'job' ? 'job_id' : 'tutor_id', '=', targetId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setResolution(
  db: Kysely<Database>,
  id: number,
  resolution: { status: 'refunded' | 'dismissed'; refundedPoints: number; reason: string; resolvedBy: number | null },
): Promise<void> {
  await db
    .updateTable('reports')
    .set({ status: resolution.status, refunded_points: resolution.refundedPoints, resolution: resolution.reason, resolved_by: resolution.resolvedBy, resolved_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** A list of reports: by status (open oldest first, resolved newest first), or the reporter's own (newest first). */
export async function listReports(
  db: Kysely<Database>,
  filter: { status?: ReportStatus; reporterId?: number },
  window: { limit: number; offset: number },
): Promise<{ rows: ReportRow[]; count: number }> {
  let query = reportsWithNames(db);
  let counted = db.selectFrom('reports');
  if (filter.status !== undefined) {
    query = query.where('reports.status', '=', filter.status);
    counted = counted.where('reports.status', '=', filter.status);
  }
  if (filter.reporterId !== undefined) {
    query = query.where('reports.reporter_id', '=', filter.reporterId);
    counted = counted.where('reports.reporter_id', '=', filter.reporterId);
  }
  query =
    filter.status === 'open'
      ? query.orderBy('reports.id', 'asc')
      : filter.status !== undefined
        ? query.orderBy('reports.resolved_at', 'desc').orderBy('reports.id', 'desc')
        : query.orderBy('reports.id', 'desc');
  const [rows, total] = await Promise.all([
    query.limit(window.limit).offset(window.offset).execute(),
    counted.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toRow), count: toNumber(total.count) };
}

/** Reports by the user, about them as a tutor, or about their jobs: newest first, at most `limit`. */
export async function reportsAbout(db: Kysely<Database>, userId: number, limit: number): Promise<ReportRow[]> {
  const rows = await reportsWithNames(db)
    .where((eb) => eb.or([eb('reports.reporter_id', '=', userId), eb('reports.tutor_id', '=', userId), eb('jobs.student_id', '=', userId)]))
    .orderBy('reports.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRow);
}

/** Open reports of a job, locked, oldest first. */
export async function openReportsOfJob(db: Kysely<Database>, jobId: number): Promise<Array<{ id: number; reporterId: number }>> {
  const rows = await db
    .selectFrom('reports')
    .select(['id', 'reporter_id'])
    .where('kind', '=', 'job')
    .where('job_id', '=', jobId)
    .where('status', '=', 'open')
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => ({ id: toNumber(row.id), reporterId: toNumber(row.reporter_id) }));
}

// ---- What reports are about -----------------------------------------------------------------

export interface JobFacts {
  id: number;
  title: string;
  status: string;
  removedAt: Date | null;
}

/** The job, its row locked when `lock` (its removal, or an unlock at the same time, waits). */
export async function findJobFacts(db: Kysely<Database>, id: number, lock = false): Promise<JobFacts | undefined> {
  let query = db.selectFrom('jobs').select(['id', 'title', 'status', 'removed_at']).where('id', '=', id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && { id: toNumber(row.id), title: row.title, status: row.status, removedAt: row.removed_at === null ? null : asDate(row.removed_at) };
}

/** The job leaves every listing (closed) and is marked removed, with the administrator's reason. */
export async function markJobRemoved(db: Kysely<Database>, id: number, reason: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'closed', removed_at: sql<Date>`now()`, removal_reason: reason, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** The tutor's unlock of the job: what it cost and when. */
export async function findJobUnlock(db: Kysely<Database>, jobId: number, tutorId: number): Promise<{ pointsSpent: number; createdAt: Date } | undefined> {
  const row = await db
    .selectFrom('job_unlocks')
    .select(['points_spent', 'created_at'])
    .where('job_id', '=', jobId)
    .where('tutor_id', '=', tutorId)
    .executeTakeFirst();
  return row && { pointsSpent: row.points_spent, createdAt: asDate(row.created_at) };
}

/** Every unlock of the job that cost points, oldest first. */
export async function paidUnlocksOfJob(db: Kysely<Database>, jobId: number): Promise<Array<{ tutorId: number; pointsSpent: number }>> {
  const rows = await db
    .selectFrom('job_unlocks')
    .select(['tutor_id', 'points_spent'])
    .where('job_id', '=', jobId)
    .where('points_spent', '>', 0)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ tutorId: toNumber(row.tutor_id), pointsSpent: row.points_spent }));
}

/** Whether the user exists as a tutor. */
export async function isTutor(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', id).where('user_type', '=', 'tutor').executeTakeFirst();
  return row !== undefined;
}

export async function usernameOf(db: Kysely<Database>, id: number): Promise<string> {
  const row = await db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirstOrThrow();
  return row.username;
}

/** When the student unlocked the tutor's contact. */
export async function findContactUnlock(db: Kysely<Database>, studentId: number, tutorId: number): Promise<{ createdAt: Date } | undefined> {
  const row = await db
    .selectFrom('contact_unlocks')
    .select('created_at')
    .where('student_id', '=', studentId)
    .where('tutor_id', '=', tutorId)
    .executeTakeFirst();
  return row && { createdAt: asDate(row.created_at) };
}

/** What the ledger row with this key charged (its -delta), or 0 when there is none. */
export async function chargedBy(db: Kysely<Database>, idempotencyKey: string): Promise<number> {
  const row = await db.selectFrom('points_ledger').select('delta').where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
  return row === undefined ? 0 : Math.max(0, -row.delta);
}
