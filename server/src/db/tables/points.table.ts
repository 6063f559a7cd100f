import type { ColumnType } from 'kysely';
import type { Id, Reference, Timestamp } from '../column-types';

export interface PointsLedgerTable {
  id: Id;
  user_id: Reference;
  delta: number;
  reason: string;
  reference: string | null;
  /** Why, in words (a refund's reason); null for most changes. */
  note: ColumnType<string | null, string | null | undefined, string | null>;
  idempotency_key: string;
  created_at: Timestamp;
}
