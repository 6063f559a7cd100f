import type { ColumnType } from 'kysely';
import type { Id, NullableTimestamp, Reference, Timestamp } from '../column-types';

export interface RefreshTokensTable {
  id: Id;
  user_id: Reference;
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  replaced_by: ColumnType<string | number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

export interface LinkTokensTable {
  id: Id;
  user_id: Reference;
  purpose: 'reset' | 'verify-email';
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}
