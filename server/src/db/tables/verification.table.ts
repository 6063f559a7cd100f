import type { ColumnType } from 'kysely';
import type { VerificationStatus } from '@tutorium/shared/contracts';
import type { Id, NullableTimestamp, Reference, Timestamp, WithDefault } from '../column-types';

/** A tutor's request to be verified, with its document (migration 0060). */
export interface VerificationRequestsTable {
  id: Id;
  tutor_id: Reference;
  education: string;
  experience: string;
  /** The stored file's name under the documents directory (never served publicly). */
  document_file: string;
  document_type: string;
  status: WithDefault<VerificationStatus>;
  reason: string | null;
  decided_by: ColumnType<string | number | null, number | null | undefined, number | null>;
  decided_at: NullableTimestamp;
  created_at: Timestamp;
}
