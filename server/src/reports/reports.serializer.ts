import type { Report } from '@tutorium/shared/contracts';
import type { ReportRow } from './reports.repository';

export function toReportReply(row: ReportRow): Report {
  return {
    id: row.id,
    kind: row.kind,
    target_id: row.targetId,
    target_name: row.targetName,
    reporter_id: row.reporterId,
    reporter_username: row.reporterUsername,
    reason: row.reason,
    details: row.details,
    status: row.status,
    unlock_points: row.unlockPoints,
    refunded_points: row.refundedPoints,
    resolution: row.resolution,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt === null ? null : row.resolvedAt.toISOString(),
  };
}
