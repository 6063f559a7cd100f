import type { Reference, Timestamp, WithDefault } from '../column-types';

export interface MailAlertSettingsTable {
  user_id: Reference;
  messages: WithDefault<boolean>;
  unlocks: WithDefault<boolean>;
  job_digest: WithDefault<boolean>;
  updated_at: WithDefault<Date>;
}

export interface MessageMailsTable {
  user_id: Reference;
  conversation_id: Reference;
  last_message_id: Reference;
  mailed_at: Timestamp;
}

export interface UnlockMailsTable {
  notification_id: Reference;
  mailed_at: WithDefault<Date>;
}

export interface JobDigestsTable {
  user_id: Reference;
  /** A UTC day, written and read as 'YYYY-MM-DD'. */
  day: string;
  sent_at: Timestamp;
}
