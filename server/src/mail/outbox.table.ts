import type { Id, Timestamp } from '../db/column-types';

export interface MailOutboxTable {
  id: Id;
  to_email: string;
  subject: string;
  body: string;
  created_at: Timestamp;
}
