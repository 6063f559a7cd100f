import type { ColumnType } from 'kysely';
import type { Id, Reference, Timestamp, WithDefault } from '../column-types';

export interface NotificationsTable {
  id: Id;
  user_id: Reference;
  type: string;
  message: string;
  // jsonb: written as JSON text, read back parsed.
  payload: ColumnType<unknown, string | undefined, string>;
  is_read: WithDefault<boolean>;
  created_at: Timestamp;
}
