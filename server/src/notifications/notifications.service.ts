import type { Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { insertNotifications, type NewNotification } from './notifications.repository';

export type { NewNotification };

/** Records notifications in the caller's transaction, so they exist exactly when what they announce does. */
export const notify = (trx: Transaction<Database>, notifications: NewNotification[]): Promise<void> => insertNotifications(trx, notifications);
