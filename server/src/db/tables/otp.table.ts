import type { ColumnType } from 'kysely';
import type { Id, NullableTimestamp, Timestamp, WithDefault } from '../column-types';

export type OtpPurposeColumn = 'register' | 'password-reset' | 'phone';

export interface OtpCodesTable {
  id: Id;
  target: string;
  purpose: OtpPurposeColumn;
  user_id: ColumnType<string | number | null, number | null | undefined, number | null>;
  code_hash: string;
  attempts: WithDefault<number>;
  // jsonb: written as JSON text, read back parsed.
  payload: ColumnType<unknown, string | null | undefined, string | null>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  created_at: Timestamp;
}
