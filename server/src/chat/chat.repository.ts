import type { MessageStatus, UserType } from '@tutorium/shared/contracts';
import { sql, type AliasableExpression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';

export interface ChatUserRecord {
  id: number;
  username: string;
  userType: UserType;
  profilePicture: string | null;
  isBlocked: boolean;
}

export interface ConversationRecord {
  id: number;
  studentId: number;
  tutorId: number;
  lastActive: Date;
}

export interface MessageRecord {
  id: number;
  conversationId: number;
  senderId: number;
  content: string;
  status: MessageStatus;
  clientId: string | null;
  createdAt: Date;
}

const MESSAGE_COLUMNS = ['id', 'conversation_id', 'sender_id', 'content', 'status', 'client_id', 'created_at'] as const;

type MessageRow = { id: string | number; conversation_id: string | number; sender_id: string | number; content: string; status: MessageStatus; client_id: string | null; created_at: Date };

const toMessage = (row: MessageRow): MessageRecord => ({
  id: toNumber(row.id),
  conversationId: toNumber(row.conversation_id),
  senderId: toNumber(row.sender_id),
  content: row.content,
  status: row.status,
  clientId: row.client_id,
  createdAt: row.created_at,
});

const toConversation = (row: { id: string | number; student_id: string | number; tutor_id: string | number; last_active: Date }): ConversationRecord => ({
  id: toNumber(row.id),
  studentId: toNumber(row.student_id),
  tutorId: toNumber(row.tutor_id),
  lastActive: row.last_active,
});

export async function findChatUsers(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, ChatUserRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'user_type', 'profile_picture', 'is_blocked'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((row) => [
      toNumber(row.id),
      { id: toNumber(row.id), username: row.username, userType: row.user_type, profilePicture: row.profile_picture, isBlocked: row.is_blocked },
    ]),
  );
}

/** The pair may talk: the student unlocked the tutor's contact, or the tutor unlocked one of the student's jobs. */
export async function haveUnlocked(db: Kysely<Database>, studentId: number, tutorId: number): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .or([
          eb.exists(eb.selectFrom('contact_unlocks').select('id').where('student_id', '=', studentId).where('tutor_id', '=', tutorId)),
          eb.exists(
            eb
              .selectFrom('job_unlocks')
              .innerJoin('jobs', 'jobs.id', 'job_unlocks.job_id')
              .select('job_unlocks.id')
              .where('jobs.student_id', '=', studentId)
              .where('job_unlocks.tutor_id', '=', tutorId),
          ),
        ])
        .as('unlocked'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.unlocked);
}

/** The pair's conversation, created on first use (one per pair, even when two sockets race). */
export async function findOrCreateConversation(db: Kysely<Database>, studentId: number, tutorId: number): Promise<ConversationRecord> {
  await db
    .insertInto('conversations')
    .values({ student_id: studentId, tutor_id: tutorId })
    .onConflict((conflict) => conflict.columns(['student_id', 'tutor_id']).doNothing())
    .execute();
  const row = await db
    .selectFrom('conversations')
    .select(['id', 'student_id', 'tutor_id', 'last_active'])
    .where('student_id', '=', studentId)
    .where('tutor_id', '=', tutorId)
    .executeTakeFirstOrThrow();
  return toConversation(row);
}

/** The conversation, if `userId` takes part in it (another pair's conversation reads as missing). */
export async function findConversationOf(db: Kysely<Database>, conversationId: number, userId: number): Promise<ConversationRecord | undefined> {
  const row = await db
    .selectFrom('conversations')
    .select(['id', 'student_id', 'tutor_id', 'last_active'])
    .where('id', '=', conversationId)
    .where((eb) => eb.or([eb('student_id', '=', userId), eb('tutor_id', '=', userId)]))
    .executeTakeFirst();
  return row && toConversation(row);
}

export async function findConversationBetween(db: Kysely<Database>, studentId: number, tutorId: number): Promise<ConversationRecord | undefined> {
  const row = await db
    .selectFrom('conversations')
    .select(['id', 'student_id', 'tutor_id', 'last_active'])
    .where('student_id', '=', studentId)
    .where('tutor_id', '=', tutorId)
    .executeTakeFirst();
  return row && toConversation(row);
}

/** The user's conversations, most recently active first. */
export async function listConversationsOf(db: Kysely<Database>, userId: number, limit: number): Promise<ConversationRecord[]> {
  const rows = await db
    .selectFrom('conversations')
    .select(['id', 'student_id', 'tutor_id', 'last_active'])
    .where((eb) => eb.or([eb('student_id', '=', userId), eb('tutor_id', '=', userId)]))
    .orderBy('last_active', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toConversation);
}

/** The newest message of each conversation. */
export async function lastMessagesOf(db: Kysely<Database>, conversationIds: readonly number[]): Promise<Map<number, MessageRecord>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('messages')
    .select(MESSAGE_COLUMNS)
    .distinctOn('conversation_id')
    .where('conversation_id', 'in', [...conversationIds])
    .orderBy('conversation_id')
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((row) => [toNumber(row.conversation_id), toMessage(row)]));
}

/** The conversations among these in which a message to `userId` is not yet seen. */
export async function unreadConversationsOf(db: Kysely<Database>, userId: number, conversationIds: readonly number[]): Promise<Set<number>> {
  if (conversationIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('messages')
    .select('conversation_id')
    .distinct()
    .where('conversation_id', 'in', [...conversationIds])
    .where('sender_id', '<>', userId)
    .where('status', '<>', 'seen')
    .execute();
  return new Set(rows.map((row) => toNumber(row.conversation_id)));
}

export interface NewMessage {
  conversationId: number;
  senderId: number;
  content: string;
  clientId: string | null;
}

/**
 * Stores the message and makes its conversation the most recently active. A client_id the
 * sender already used returns the message stored then (created: false) and stores nothing.
 */
export async function insertMessage(db: Kysely<Database>, message: NewMessage): Promise<{ message: MessageRecord; created: boolean }> {
  const inserted = await db
    .insertInto('messages')
    .values({ conversation_id: message.conversationId, sender_id: message.senderId, content: message.content, client_id: message.clientId })
    .onConflict((conflict) => conflict.columns(['sender_id', 'client_id']).where('client_id', 'is not', null).doNothing())
    .returning(MESSAGE_COLUMNS)
    .executeTakeFirst();
  if (inserted) {
    await db.updateTable('conversations').set({ last_active: inserted.created_at }).where('id', '=', message.conversationId).execute();
    return { message: toMessage(inserted), created: true };
  }
  const existing = await db
    .selectFrom('messages')
    .select(MESSAGE_COLUMNS)
    .where('sender_id', '=', message.senderId)
    .where('client_id', '=', message.clientId)
    .executeTakeFirstOrThrow();
  return { message: toMessage(existing), created: false };
}

export interface MessageWindow {
  /** Only messages older than this id (a history page upward). */
  beforeId?: number;
  /** Only messages newer than this id, oldest first (what a reconnecting client missed). */
  afterId?: number;
  limit: number;
}

/** A page of the conversation, oldest first, and whether older messages exist before it. */
export async function listMessages(db: Kysely<Database>, conversationId: number, window: MessageWindow): Promise<{ messages: MessageRecord[]; hasMore: boolean }> {
  let query = db.selectFrom('messages').select(MESSAGE_COLUMNS).where('conversation_id', '=', conversationId);
  if (window.afterId !== undefined) {
    const rows = await query.where('id', '>', window.afterId).orderBy('id', 'asc').limit(window.limit + 1).execute();
    // Newer messages beyond the page are fetched with the last id; older ones were seen already.
    return { messages: rows.slice(0, window.limit).map(toMessage), hasMore: false };
  }
  if (window.beforeId !== undefined) query = query.where('id', '<', window.beforeId);
  const rows = await query.orderBy('id', 'desc').limit(window.limit + 1).execute();
  return { messages: rows.slice(0, window.limit).reverse().map(toMessage), hasMore: rows.length > window.limit };
}

/** The message, if it is in one of the user's conversations. */
export async function findMessageFor(db: Kysely<Database>, messageId: number, userId: number): Promise<MessageRecord | undefined> {
  const row = await db
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .select(MESSAGE_COLUMNS.map((column) => `messages.${column}` as const))
    .where('messages.id', '=', messageId)
    .where((eb) => eb.or([eb('conversations.student_id', '=', userId), eb('conversations.tutor_id', '=', userId)]))
    .executeTakeFirst();
  return row && toMessage(row);
}

/** `sent` becomes `delivered`; false when the message had moved on already (a second acknowledgement). */
export async function markDelivered(db: Kysely<Database>, messageId: number): Promise<boolean> {
  const row = await db.updateTable('messages').set({ status: 'delivered' }).where('id', '=', messageId).where('status', '=', 'sent').returning('id').executeTakeFirst();
  return row !== undefined;
}

/** Every message to `readerId` in the conversation becomes `seen`; the ids that changed, oldest first. */
export async function markSeen(db: Kysely<Database>, conversationId: number, readerId: number): Promise<number[]> {
  const rows = await db
    .updateTable('messages')
    .set({ status: 'seen' })
    .where('conversation_id', '=', conversationId)
    .where('sender_id', '<>', readerId)
    .where('status', '<>', 'seen')
    .returning('id')
    .execute();
  return rows.map((row) => toNumber(row.id)).sort((a, b) => a - b);
}

export async function messageStatus(db: Kysely<Database>, messageId: number): Promise<MessageStatus | undefined> {
  const row = await db.selectFrom('messages').select('status').where('id', '=', messageId).executeTakeFirst();
  return row?.status;
}

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export interface FoundUser extends ChatUserRecord {
  canMessage: boolean;
}

/**
 * Users of the other type whose username contains the keyword, whom the caller may talk to or
 * may unlock: every tutor for a student (a contact can be unlocked), and for a tutor the
 * students who unlocked them, whose job they unlocked, or who have an open job to unlock.
 * Only usernames are searched: e-mails and phones are never matched nor returned.
 */
export async function searchUsers(
  db: Kysely<Database>,
  caller: { id: number; userType: UserType },
  keyword: string,
  limit: number,
): Promise<FoundUser[]> {
  const isStudent = caller.userType === 'student';
  const otherType: UserType = isStudent ? 'tutor' : 'student';
  const rows = await db
    .selectFrom('users')
    .select((eb) => {
      const studentId = isStudent ? eb.val(caller.id) : eb.ref('users.id');
      const tutorId = isStudent ? eb.ref('users.id') : eb.val(caller.id);
      const unlocked: AliasableExpression<SqlBool> = eb.or([
        eb.exists(eb.selectFrom('contact_unlocks').select('id').where('contact_unlocks.student_id', '=', studentId).where('contact_unlocks.tutor_id', '=', tutorId)),
        eb.exists(
          eb
            .selectFrom('job_unlocks')
            .innerJoin('jobs', 'jobs.id', 'job_unlocks.job_id')
            .select('job_unlocks.id')
            .where('jobs.student_id', '=', studentId)
            .where('job_unlocks.tutor_id', '=', tutorId),
        ),
      ]);
      return ['users.id', 'users.username', 'users.user_type', 'users.profile_picture', 'users.is_blocked', unlocked.as('can_message')];
    })
    .where('users.user_type', '=', otherType)
    .where('users.is_blocked', '=', false)
    .where('users.id', '<>', caller.id)
    .where(sql<SqlBool>`users.username ilike ${likePattern(keyword)}`)
    .$if(!isStudent, (query) =>
      query.where((eb) =>
        eb.or([
          eb.exists(eb.selectFrom('contact_unlocks').select('id').whereRef('contact_unlocks.student_id', '=', 'users.id').where('contact_unlocks.tutor_id', '=', caller.id)),
          eb.exists(eb.selectFrom('jobs').select('jobs.id').whereRef('jobs.student_id', '=', 'users.id').where('jobs.status', '=', 'open')),
          eb.exists(
            eb
              .selectFrom('job_unlocks')
              .innerJoin('jobs', 'jobs.id', 'job_unlocks.job_id')
              .select('job_unlocks.id')
              .whereRef('jobs.student_id', '=', 'users.id')
              .where('job_unlocks.tutor_id', '=', caller.id),
          ),
        ]),
      ),
    )
    // The exact username first (a `?username=` link), then the people one can already talk to.
    .orderBy(sql`lower(users.username) = lower(${keyword})`, 'desc')
    .orderBy('can_message', 'desc')
    .orderBy('users.username')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: toNumber(row.id),
    username: row.username,
    userType: row.user_type,
    profilePicture: row.profile_picture,
    isBlocked: row.is_blocked,
    canMessage: Boolean(row.can_message),
  }));
}
