import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';

export interface NewNotification {
  userId: number;
  type: string;
  message: string;
  payload: Record<string, unknown>;
}

/** One multi-row insert for any number of notifications. */
export async function insertNotifications(db: Kysely<Database>, notifications: NewNotification[]): Promise<void> {
  if (notifications.length === 0) return;
  await db
    .insertInto('notifications')
    .values(notifications.map(({ userId, type, message, payload }) => ({ user_id: userId, type, message, payload: JSON.stringify(payload) })))
    .execute();
}
