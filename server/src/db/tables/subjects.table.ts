import type { ColumnType } from 'kysely';
import type { Id, NullableTimestamp, Timestamp, WithDefault } from '../column-types';

export interface SubjectsTable {
  id: Id;
  name: string;
  is_active: WithDefault<boolean>;
  merged_into_id: ColumnType<string | number | null, number | null | undefined, number | null>;
  rejected_at: NullableTimestamp;
  rejection_reason: string | null;
  created_at: Timestamp;
}
