import type { Id, Timestamp } from '../column-types';

export interface MailOutboxTable {
  id: Id;
  to_email: string;
  subject: string;
  body: string;
  created_at: Timestamp;
}
