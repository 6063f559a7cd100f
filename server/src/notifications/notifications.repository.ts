import type { NotificationContent } from '@tutorium/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';

/** A notification to record: its kind decides its payload's fields (the contract's NotificationPayloads). */
export type NewNotification = { userId: number; message: string } & NotificationContent;

export interface NotificationRecord {
  id: number;
  userId: number;
  type: string;
  message: string;
  payload: Record<string, unknown>;
  isRead: boolean;
  createdAt: Date;
}

const COLUMNS = ['id', 'user_id', 'type', 'message', 'payload', 'is_read', 'created_at'] as const;

type NotificationRow = { id: string | number; user_id: string | number; type: string; message: string; payload: unknown; is_read: boolean; created_at: Date };

const toRecord = (row: NotificationRow): NotificationRecord => ({
  id: toNumber(row.id),
  userId: toNumber(row.user_id),
  type: row.type,
  message: row.message,
  payload: typeof row.payload === 'object' && row.payload !== null ? (row.payload as Record<string, unknown>) : {},
  isRead: row.is_read,
  createdAt: row.created_at,
});

/** One multi-row insert for any number of notifications. */
export async function insertNotifications(db: Kysely<Database>, notifications: NewNotification[]): Promise<void> {
  if (notifications.length === 0) return;
  await db
    .insertInto('notifications')
    .values(notifications.map(({ userId, type, message, payload }) => ({ user_id: userId, type, message, payload: JSON.stringify(payload) })))
    .execute();
}

/** The user's notifications (only the unread ones with `unreadOnly`), newest first. */
export async function listNotifications(
  db: Kysely<Database>,
  userId: number,
  { unreadOnly, limit, offset }: { unreadOnly: boolean; limit: number; offset: number },
): Promise<{ notifications: NotificationRecord[]; count: number }> {
  let query = db.selectFrom('notifications').where('user_id', '=', userId);
  if (unreadOnly) query = query.where('is_read', '=', false);
  const [rows, total] = await Promise.all([
    query.select(COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { notifications: rows.map(toRecord), count: toNumber(total.count) };
}

export async function countUnread(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('is_read', '=', false)
    .executeTakeFirstOrThrow();
  return toNumber(row.count);
}

/** Marks the user's unread notifications read (only `ids` of theirs when given); how many changed. */
export async function markRead(db: Kysely<Database>, userId: number, ids?: readonly number[]): Promise<number> {
  if (ids?.length === 0) return 0;
  let query = db.updateTable('notifications').set({ is_read: true }).where('user_id', '=', userId).where('is_read', '=', false);
  if (ids) query = query.where('id', 'in', [...ids]);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The newest notification id (0 when there is none): where a feed starts reading. */
export async function newestNotificationId(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('notifications').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return row?.id == null ? 0 : toNumber(row.id);
}

/** Notifications with an id above `afterId`, oldest first. */
export async function notificationsAfter(db: Kysely<Database>, afterId: number, limit: number): Promise<NotificationRecord[]> {
  const rows = await db.selectFrom('notifications').select(COLUMNS).where('id', '>', afterId).orderBy('id').limit(limit).execute();
  return rows.map(toRecord);
}

/** Ids in (afterId, upToId]: an index-only look for rows that committed after later ones were read. */
export async function notificationIdsBetween(db: Kysely<Database>, afterId: number, upToId: number): Promise<number[]> {
  if (upToId <= afterId) return [];
  const rows = await db.selectFrom('notifications').select('id').where('id', '>', afterId).where('id', '<=', upToId).execute();
  return rows.map((row) => toNumber(row.id));
}

export async function notificationsByIds(db: Kysely<Database>, ids: readonly number[]): Promise<NotificationRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('notifications').select(COLUMNS).where('id', 'in', [...ids]).orderBy('id').execute();
  return rows.map(toRecord);
}

/** Which of these users have an unread notification of this type about a conversation: "userId:conversationId" keys. */
export async function unreadAboutConversations(db: Kysely<Database>, type: string, userIds: readonly number[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('notifications')
    .select(['user_id', sql<string>`payload->>'conversation_id'`.as('conversation_id')])
    .where('user_id', 'in', [...new Set(userIds)])
    .where('is_read', '=', false)
    .where('type', '=', type)
    .execute();
  return new Set(rows.map((row) => `${toNumber(row.user_id)}:${row.conversation_id}`));
}
