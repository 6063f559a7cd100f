import type { NotificationContent } from '@tutorium/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { afterCommit } from '../db/transaction';
import type { ListQuery } from '../core/list-window';
import { listWindow } from '../core/list-window';
import {
  countUnread,
  insertNotifications,
  listNotifications,
  markRead,
  type NewNotification,
  type NotificationRecord,
  unreadAboutConversations,
} from './notifications.repository';
import { signalNotificationsRecorded } from './notification-signal';

export type { NewNotification, NotificationRecord };

/**
 * Records notifications in the caller's transaction, so they exist exactly when what they
 * announce does. Every instance's notification feed then pushes them to the users' sockets;
 * this instance's feed looks at once when the transaction commits.
 */
export async function notify(trx: Transaction<Database> | Kysely<Database>, notifications: NewNotification[]): Promise<void> {
  if (notifications.length === 0) return;
  await insertNotifications(trx, notifications);
  afterCommit(trx, signalNotificationsRecorded);
}

/**
 * One notification for one user (a payment credited, a gig approved): in the caller's
 * transaction when given one, so it is pushed only if that commits.
 */
export const notifyUser = (db: Kysely<Database>, userId: number, notification: NotificationContent & { message: string }): Promise<void> =>
  notify(db, [{ userId, ...notification }]);

export async function notificationsOf(
  db: Kysely<Database>,
  userId: number,
  query: ListQuery & { unreadOnly: boolean },
): Promise<{ notifications: NotificationRecord[]; count: number }> {
  return listNotifications(db, userId, { unreadOnly: query.unreadOnly, ...listWindow(query) });
}

/** Marks the caller's notifications read (all, or the given ids of theirs: others' ids change nothing). */
export async function markNotificationsRead(db: Kysely<Database>, userId: number, ids?: readonly number[]): Promise<{ marked: number; unreadCount: number }> {
  const marked = await markRead(db, userId, ids);
  return { marked, unreadCount: await countUnread(db, userId) };
}

export { countUnread, unreadAboutConversations };
