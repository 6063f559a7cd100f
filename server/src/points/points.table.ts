import type { Id, Reference, Timestamp } from '../db/column-types';

export interface PointsLedgerTable {
  id: Id;
  user_id: Reference;
  delta: number;
  reason: string;
  reference: string | null;
  idempotency_key: string;
  created_at: Timestamp;
}
