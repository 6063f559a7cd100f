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

export type InsertedMessage =
  | { outcome: 'created' | 'duplicate'; message: MessageRecord; conversation: ConversationRecord }
  | { outcome: 'no-conversation' };

type InsertedRow = MessageRow & { ord: number; student_id: string | number; tutor_id: string | number; last_active: Date };

/**
 * Stores messages whose conversation is their (unblocked) sender's, and makes each conversation the most
 * recently active, in one statement: under load many senders' messages share one round trip
 * and one commit. Every message needs a client_id (unique per sender); one the sender used
 * already stores nothing and returns the message stored then ('duplicate'). Results are in the
 * order of `messages`.
 */
export async function insertMessages(db: Kysely<Database>, messages: ReadonlyArray<NewMessage & { clientId: string }>): Promise<InsertedMessage[]> {
  if (messages.length === 0) return [];
  const values = sql.join(
    messages.map((message, ord) => sql`(${ord}::int, ${message.conversationId}::bigint, ${message.senderId}::bigint, ${message.content}::text, ${message.clientId}::text)`),
  );
  const { rows } = await sql<InsertedRow>`
    with input (ord, conversation_id, sender_id, content, client_id) as (values ${values}),
    allowed as (
      select input.*, conversations.student_id, conversations.tutor_id, conversations.last_active
      from input join conversations on conversations.id = input.conversation_id
        and (conversations.student_id = input.sender_id or conversations.tutor_id = input.sender_id)
      -- A blocked account's open socket can no longer send.
      join users on users.id = input.sender_id and not users.is_blocked
    ), inserted as (
      insert into messages (conversation_id, sender_id, content, client_id)
      select conversation_id, sender_id, content, client_id from allowed order by ord
      on conflict (sender_id, client_id) where client_id is not null do nothing
      returning id, conversation_id, sender_id, content, status, client_id, created_at
    ), touched as (
      update conversations set last_active = latest.created_at
      from (select conversation_id, max(created_at) as created_at from inserted group by conversation_id) latest
      where conversations.id = latest.conversation_id
    )
    select allowed.ord, allowed.student_id, allowed.tutor_id, allowed.last_active, inserted.id, inserted.conversation_id, inserted.sender_id,
      inserted.content, inserted.status, inserted.client_id, inserted.created_at
    from allowed left join inserted on inserted.sender_id = allowed.sender_id and inserted.client_id = allowed.client_id`.execute(db);

  const results: InsertedMessage[] = messages.map(() => ({ outcome: 'no-conversation' }));
  const created = new Set<string>();
  const duplicates: Array<{ ord: number; conversation: ConversationRecord }> = [];
  for (const row of rows.sort((a, b) => a.ord - b.ord)) {
    const input = messages[row.ord];
    if (!input) continue;
    const conversation = toConversation({ id: input.conversationId, student_id: row.student_id, tutor_id: row.tutor_id, last_active: row.last_active });
    const key = `${input.senderId}:${input.clientId}`;
    // The same client_id twice in one batch (two tabs) is stored once; the later one is its duplicate.
    if (row.id === null || created.has(key)) duplicates.push({ ord: row.ord, conversation });
    else {
      created.add(key);
      results[row.ord] = { outcome: 'created', message: toMessage(row), conversation };
    }
  }
  for (const { ord, conversation } of duplicates) {
    const input = messages[ord];
    if (!input) continue;
    const existing = await db
      .selectFrom('messages')
      .select(MESSAGE_COLUMNS)
      .where('sender_id', '=', input.senderId)
      .where('client_id', '=', input.clientId)
      .executeTakeFirstOrThrow();
    results[ord] = { outcome: 'duplicate', message: toMessage(existing), conversation };
  }
  return results;
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

/** Of these messages, the ones not yet seen. */
export async function unseenAmong(db: Kysely<Database>, messageIds: readonly number[]): Promise<Set<number>> {
  if (messageIds.length === 0) return new Set();
  const rows = await db.selectFrom('messages').select('id').where('id', 'in', [...messageIds]).where('status', '<>', 'seen').execute();
  return new Set(rows.map((row) => toNumber(row.id)));
}
