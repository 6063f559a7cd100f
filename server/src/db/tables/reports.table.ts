import type { ColumnType } from 'kysely';
import type { ReportReason, ReportStatus } from '@tutorium/shared/contracts';
import type { Id, NullableTimestamp, Reference, Timestamp, WithDefault } from '../column-types';

type OptionalReference = ColumnType<string | number | null, number | null | undefined, number | null>;

/** A report of an unlock: a tutor's of a job, or a student's of a tutor (migration 0060). */
export interface ReportsTable {
  id: Id;
  reporter_id: Reference;
  kind: 'job' | 'tutor';
  job_id: OptionalReference;
  tutor_id: OptionalReference;
  reason: ReportReason;
  details: WithDefault<string>;
  /** What the reporter paid for the unlock: what a refund gives back. */
  unlock_points: number;
  status: WithDefault<ReportStatus>;
  refunded_points: WithDefault<number>;
  resolution: string | null;
  resolved_by: OptionalReference;
  resolved_at: NullableTimestamp;
  created_at: Timestamp;
}
