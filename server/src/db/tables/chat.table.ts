import type { MessageStatus } from '@tutorium/shared/contracts';
import type { Id, Reference, Timestamp, WithDefault } from '../column-types';

export interface ConversationsTable {
  id: Id;
  student_id: Reference;
  tutor_id: Reference;
  created_at: Timestamp;
  last_active: Timestamp;
}

export interface MessagesTable {
  id: Id;
  conversation_id: Reference;
  sender_id: Reference;
  content: string;
  status: WithDefault<MessageStatus>;
  client_id: string | null;
  created_at: Timestamp;
}
