import { REPORT_WINDOW_DAYS, type Report, type ReportReason, type ReportStatus, type ResolveReportRequest } from '@tutorium/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import { recordAdminAction } from '../audit/audit-log';
import type { ListQuery } from '../core/list-window';
import { listWindow } from '../core/list-window';
import type { Database } from '../db/database.types';
import { inTransaction } from '../db/transaction';
import { notify, type NewNotification } from '../notifications/notifications.service';
import { reportErrors } from './reports.errors';
import {
  chargedBy,
  findContactUnlock,
  findJobFacts,
  findJobUnlock,
  findReport,
  hasReported,
  insertReport,
  isTutor,
  listReports,
  lockReport,
  markJobRemoved,
  openReportsOfJob,
  paidUnlocksOfJob,
  reportsAbout,
  setResolution,
  usernameOf,
  type ReportRow,
} from './reports.repository';
import { toReportReply } from './reports.serializer';
import { applyRefund, contactUnlockRefundKey, jobUnlockRefundKey } from './refunds';

/**
 * Reports of unlocks and their refunds. A tutor reports a job they unlocked, a student a tutor
 * whose contact they unlocked, within REPORT_WINDOW_DAYS of the unlock and once. An administrator
 * dismisses a report or refunds the unlock: a ledger credit whose idempotency key belongs to the
 * unlock (refunds.ts), so it is given at most once, whether by a report or by removing the job.
 * Every resolution runs in one transaction with the report's row locked, and is audited in it.
 */

const WINDOW_MS = REPORT_WINDOW_DAYS * 24 * 60 * 60 * 1000;
const INVOLVING_LIMIT = 50;

export interface ReportInput {
  reason: ReportReason;
  details?: string;
}

async function reportOf(db: Kysely<Database>, id: number): Promise<ReportRow> {
  const report = await findReport(db, id);
  if (!report) throw reportErrors.reportNotFound();
  return report;
}

/** A tutor reports a job they unlocked (at most REPORT_WINDOW_DAYS ago), once. */
export async function reportJob(db: Kysely<Database>, callerId: number, jobId: number, input: ReportInput, now: Date = new Date()): Promise<Report> {
  return inTransaction(db, async (trx) => {
    if (!(await findJobFacts(trx, jobId))) throw reportErrors.jobNotFound();
    const unlock = await findJobUnlock(trx, jobId, callerId);
    if (!unlock) throw reportErrors.jobNotUnlocked();
    if (now.getTime() - unlock.createdAt.getTime() > WINDOW_MS) throw reportErrors.windowPassed('job');
    if (await hasReported(trx, callerId, 'job', jobId)) throw reportErrors.alreadyReported('job');
    const id = await insertReport(trx, { reporterId: callerId, kind: 'job', targetId: jobId, reason: input.reason, details: input.details ?? '', unlockPoints: unlock.pointsSpent });
    if (id === undefined) throw reportErrors.alreadyReported('job');
    return toReportReply(await reportOf(trx, id));
  });
}

/** A student reports a tutor whose contact they unlocked (at most REPORT_WINDOW_DAYS ago, as for jobs), once. */
export async function reportTutor(db: Kysely<Database>, callerId: number, tutorId: number, input: ReportInput, now: Date = new Date()): Promise<Report> {
  return inTransaction(db, async (trx) => {
    if (!(await isTutor(trx, tutorId))) throw reportErrors.tutorNotFound();
    const unlock = await findContactUnlock(trx, callerId, tutorId);
    if (!unlock) throw reportErrors.tutorNotUnlocked();
    if (now.getTime() - unlock.createdAt.getTime() > WINDOW_MS) throw reportErrors.windowPassed('tutor');
    if (await hasReported(trx, callerId, 'tutor', tutorId)) throw reportErrors.alreadyReported('tutor');
    // What the unlock charged; seeded history has no ledger row, and so nothing to give back.
    const unlockPoints = await chargedBy(trx, `contact-unlock:${callerId}:${tutorId}`);
    const id = await insertReport(trx, { reporterId: callerId, kind: 'tutor', targetId: tutorId, reason: input.reason, details: input.details ?? '', unlockPoints });
    if (id === undefined) throw reportErrors.alreadyReported('tutor');
    return toReportReply(await reportOf(trx, id));
  });
}

/** The caller's reports, newest first, with their state. */
export async function myReports(db: Kysely<Database>, userId: number, query: ListQuery): Promise<{ reports: Report[]; count: number }> {
  const { rows, count } = await listReports(db, { reporterId: userId }, listWindow(query));
  return { reports: rows.map(toReportReply), count };
}

/** The administrators' queue: open reports oldest first, resolved ones newest first. */
export async function reportsByStatus(db: Kysely<Database>, status: ReportStatus, query: ListQuery): Promise<{ reports: Report[]; count: number }> {
  const { rows, count } = await listReports(db, { status }, listWindow(query));
  return { reports: rows.map(toReportReply), count };
}

/**
 * Reports by the user and about them (as a tutor, or about their jobs), newest first, at most 50:
 * for the administrators' page of one user.
 */
export async function reportsInvolving(db: Kysely<Database>, userId: number): Promise<Report[]> {
  return (await reportsAbout(db, userId, INVOLVING_LIMIT)).map(toReportReply);
}

async function actorOf(trx: Transaction<Database>, adminId: number): Promise<{ id: number; username: string }> {
  return { id: adminId, username: await usernameOf(trx, adminId) };
}

const resolvedNotification = (userId: number, reportId: number, status: 'refunded' | 'dismissed', points: number, reason: string): NewNotification => ({
  userId,
  type: 'report-resolved',
  message: status === 'refunded' ? `Your report was upheld: ${points} points were refunded. ${reason}` : `Your report was dismissed: ${reason}`,
  payload: { report_id: reportId, status, points, reason },
});

/**
 * Resolves an open report, in one transaction with its row locked: concurrent resolutions take
 * turns, and every one after the first finds it resolved (409). A refund credits what the unlock
 * cost under the unlock's own key: if the ledger has it already (the job was removed meanwhile),
 * the report is marked refunded with nothing new credited.
 */
export async function resolveReport(db: Kysely<Database>, id: number, request: ResolveReportRequest, adminId: number): Promise<Report> {
  return inTransaction(db, async (trx) => {
    const locked = await lockReport(trx, id);
    if (!locked) throw reportErrors.reportNotFound();
    if (locked.status !== 'open') throw reportErrors.notOpen();
    const report = await reportOf(trx, id);
    let refunded = 0;
    if (request.action === 'refund') {
      if (report.unlockPoints <= 0) throw reportErrors.nothingPaid();
      const isJob = report.kind === 'job';
      refunded = await applyRefund(trx, {
        userId: report.reporterId,
        points: report.unlockPoints,
        reference: `${report.kind}:${report.targetId}`,
        note: request.reason,
        idempotencyKey: isJob ? jobUnlockRefundKey(report.targetId, report.reporterId) : contactUnlockRefundKey(report.reporterId, report.targetId),
      });
    }
    const status = request.action === 'refund' ? 'refunded' : 'dismissed';
    await setResolution(trx, id, { status, refundedPoints: refunded, reason: request.reason, resolvedBy: adminId });
    await notify(trx, [resolvedNotification(report.reporterId, id, status, refunded, request.reason)]);
    await recordAdminAction(trx, {
      actor: await actorOf(trx, adminId),
      action: request.action === 'refund' ? 'report.refund' : 'report.dismiss',
      targetType: 'report',
      targetId: id,
      reason: request.reason,
      changes: { status: ['open', status], refunded_points: refunded },
    });
    return toReportReply(await reportOf(trx, id));
  });
}

/**
 * Removes a job as fake: it is closed (so it leaves every listing and cannot be unlocked) and
 * marked removed, every tutor who paid to unlock it is refunded (under the same key as a report's
 * refund, so nobody is refunded twice), its open reports become refunded, each refunded tutor is
 * told, and one audit row records it all.
 */
export async function removeJob(
  db: Kysely<Database>,
  jobId: number,
  reason: string,
  adminId: number,
): Promise<{ job_id: number; refunded_tutors: number; refunded_points: number }> {
  return inTransaction(db, async (trx) => {
    const job = await findJobFacts(trx, jobId, true);
    if (!job) throw reportErrors.jobNotFound();
    if (job.removedAt !== null) throw reportErrors.jobRemovedAlready();
    await markJobRemoved(trx, jobId, reason);

    const credited = new Map<number, number>();
    for (const unlock of await paidUnlocksOfJob(trx, jobId)) {
      const points = await applyRefund(trx, {
        userId: unlock.tutorId,
        points: unlock.pointsSpent,
        reference: `job:${jobId}`,
        note: reason,
        idempotencyKey: jobUnlockRefundKey(jobId, unlock.tutorId),
      });
      if (points > 0) credited.set(unlock.tutorId, points);
    }

    const notifications: NewNotification[] = [];
    const told = new Set<number>();
    for (const report of await openReportsOfJob(trx, jobId)) {
      const points = credited.get(report.reporterId) ?? 0;
      await setResolution(trx, report.id, { status: 'refunded', refundedPoints: points, reason, resolvedBy: adminId });
      notifications.push(resolvedNotification(report.reporterId, report.id, 'refunded', points, reason));
      told.add(report.reporterId);
    }
    // A tutor refunded without a report of theirs is told the job was removed, and the refund.
    for (const [tutorId, points] of credited) {
      if (told.has(tutorId)) continue;
      notifications.push({
        userId: tutorId,
        type: 'job-removed',
        message: `A job you unlocked was removed as fake: ${job.title}. ${points} points were refunded.`,
        payload: { job_id: jobId, title: job.title, points, reason },
      });
    }
    await notify(trx, notifications);

    const refundedPoints = [...credited.values()].reduce((sum, points) => sum + points, 0);
    await recordAdminAction(trx, {
      actor: await actorOf(trx, adminId),
      action: 'job.remove',
      targetType: 'job',
      targetId: jobId,
      reason,
      changes: { refunded_tutors: credited.size, refunded_points: refundedPoints },
    });
    return { job_id: jobId, refunded_tutors: credited.size, refunded_points: refundedPoints };
  });
}
