import type { ColumnType } from 'kysely';
import type { Id, Timestamp } from '../column-types';

/** One administrator action (migration 0060): written once, never changed (a trigger refuses). */
export interface AdminAuditTable {
  id: Id;
  /** The administrator; null for the command line. */
  actor_id: ColumnType<string | number | null, number | null | undefined, never>;
  /** Their username then, or "cli". */
  actor: string;
  action: string;
  target_type: string;
  target_id: ColumnType<string | number, number, never>;
  reason: string | null;
  changes: ColumnType<Record<string, unknown> | string, string | undefined, never>;
  created_at: Timestamp;
}

