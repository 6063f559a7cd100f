import { CHAT_HISTORY_PAGE_SIZE, CHAT_MESSAGE_MAX_LENGTH, CHAT_SEARCH_LIMIT, type ChatMessage, type ChatUser, type Conversation } from '@tutorium/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { notify, unreadAboutConversations } from '../notifications/notifications.service';
import {
  findChatUsers,
  findConversationBetween,
  findConversationOf,
  findMessageFor,
  findOrCreateConversation,
  haveUnlocked,
  lastMessagesOf,
  listConversationsOf,
  listMessages,
  markDelivered,
  markSeen,
  searchUsers,
  unreadConversationsOf,
  unseenAmong,
  type ChatUserRecord,
  type ConversationRecord,
  type MessageRecord,
} from './chat.repository';
import { chatErrors } from './chat.errors';
import type { MessageWriter } from './message-writer';
import { toChatUser, toConversationReply, toMessageReply } from './chat.serializer';

// The list shows every conversation a person realistically has; a cap keeps one frame bounded.
const CONVERSATION_LIST_LIMIT = 200;
export const CHAT_NOTIFICATION_TYPE = 'chat-message';

/** The two sides of a chat between a student and a tutor, as `chat.unlock` names them. */
export interface UnlockNeeded {
  unlocked: false;
  studentId: number;
  tutorId: number;
}

const otherParticipant = (conversation: ConversationRecord, userId: number) =>
  conversation.studentId === userId ? conversation.tutorId : conversation.studentId;

async function serializeConversations(db: Kysely<Database>, userId: number, conversations: ConversationRecord[]): Promise<Conversation[]> {
  const ids = conversations.map((conversation) => conversation.id);
  const [users, lastMessages, unread] = await Promise.all([
    findChatUsers(db, conversations.flatMap((conversation) => [conversation.studentId, conversation.tutorId])),
    lastMessagesOf(db, ids),
    unreadConversationsOf(db, userId, ids),
  ]);
  return conversations.map((conversation) => toConversationReply(conversation, users, lastMessages.get(conversation.id), unread.has(conversation.id)));
}

/** The caller's conversations, most recently active first (spec `chat.conversations`). */
export async function conversationsOf(db: Kysely<Database>, userId: number): Promise<Conversation[]> {
  return serializeConversations(db, userId, await listConversationsOf(db, userId, CONVERSATION_LIST_LIMIT));
}

/** Users the caller may talk to or unlock, by username only; a blank keyword finds nobody. */
export async function searchChatUsers(db: Kysely<Database>, caller: ChatUserRecord, keyword: string): Promise<ChatUser[]> {
  // PostgreSQL text cannot hold NUL characters: a keyword with one finds what the rest finds.
  const trimmed = keyword.replaceAll('\u0000', '').trim();
  if (trimmed === '') return [];
  const found = await searchUsers(db, { id: caller.id, userType: caller.userType }, trimmed, CHAT_SEARCH_LIMIT);
  return found.map(toChatUser);
}

/**
 * Opens the conversation between the caller and a user of the other type, once either has
 * unlocked the other (design brief section 5); otherwise what must be unlocked, and nothing is stored.
 */
export async function startConversation(
  db: Kysely<Database>,
  caller: ChatUserRecord,
  receiverId: number,
): Promise<{ unlocked: true; conversation: Conversation; receiverId: number } | UnlockNeeded> {
  const receiver = (await findChatUsers(db, [receiverId])).get(receiverId);
  if (!receiver || receiver.isBlocked || receiver.id === caller.id || receiver.userType === caller.userType) throw chatErrors.userNotFound();
  const [studentId, tutorId] = caller.userType === 'student' ? [caller.id, receiver.id] : [receiver.id, caller.id];
  const existing = await findConversationBetween(db, studentId, tutorId);
  if (!existing && !(await haveUnlocked(db, studentId, tutorId))) return { unlocked: false, studentId, tutorId };
  const conversation = existing ?? (await findOrCreateConversation(db, studentId, tutorId));
  const [reply] = await serializeConversations(db, caller.id, [conversation]);
  return { unlocked: true, conversation: reply as Conversation, receiverId: receiver.id };
}

/** The caller's conversation, or not_found (another pair's conversation reads as missing). */
export async function conversationFor(db: Kysely<Database>, userId: number, conversationId: number): Promise<ConversationRecord> {
  const conversation = await findConversationOf(db, conversationId, userId);
  if (!conversation) throw chatErrors.conversationNotFound();
  return conversation;
}

/** A page of history: the newest, older than before_id, or everything after after_id. */
export async function messagesOf(
  db: Kysely<Database>,
  userId: number,
  conversationId: number,
  window: { beforeId?: number; afterId?: number },
): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
  await conversationFor(db, userId, conversationId);
  const page = await listMessages(db, conversationId, { ...window, limit: window.afterId === undefined ? CHAT_HISTORY_PAGE_SIZE : CHAT_HISTORY_PAGE_SIZE * 10 });
  return { messages: page.messages.map(toMessageReply), hasMore: page.hasMore };
}

export interface SentMessage {
  message: ChatMessage;
  receiverId: number;
  /** False when the client_id had been used: the message was stored by an earlier send. */
  created: boolean;
}

/**
 * Stores a message in one of the caller's conversations (status `sent`) before anyone is told.
 * A conversation exists only for a pair who unlocked each other, and unlocks are never undone.
 */
export async function sendMessage(
  writer: MessageWriter,
  senderId: number,
  request: { conversationId: number; content: string; clientId?: string },
): Promise<SentMessage> {
  const content = request.content.trim();
  if (content === '') throw chatErrors.blankMessage();
  if (content.length > CHAT_MESSAGE_MAX_LENGTH) throw chatErrors.messageTooLong();
  // PostgreSQL text cannot hold NUL characters.
  if (content.includes('\u0000')) throw chatErrors.invalidCharacters();
  const inserted = await writer.write({ conversationId: request.conversationId, senderId, content, clientId: request.clientId ?? null });
  // A client_id reused for another conversation is refused like a foreign conversation.
  if (inserted.outcome === 'no-conversation' || inserted.message.conversationId !== request.conversationId) throw chatErrors.conversationNotFound();
  return { message: toMessageReply(inserted.message), receiverId: otherParticipant(inserted.conversation, senderId), created: inserted.outcome === 'created' };
}

/** The receiver's client got the message: `sent` becomes `delivered` (once); who sent it, to tell them. */
export async function acknowledgeDelivery(db: Kysely<Database>, userId: number, messageId: number): Promise<MessageRecord | undefined> {
  const message = await findMessageFor(db, messageId, userId);
  if (!message) throw chatErrors.messageNotFound();
  // Only the receiver acknowledges; the sender's own echo changes nothing.
  if (message.senderId === userId) return undefined;
  return (await markDelivered(db, messageId)) ? message : undefined;
}

/** Every message to the caller in the conversation becomes `seen`; the ids that changed and who sent them. */
export async function markConversationRead(
  db: Kysely<Database>,
  userId: number,
  conversationId: number,
): Promise<{ conversation: ConversationRecord; seenIds: number[]; otherId: number }> {
  const conversation = await conversationFor(db, userId, conversationId);
  const seenIds = await markSeen(db, conversation.id, userId);
  return { conversation, seenIds, otherId: otherParticipant(conversation, userId) };
}

/** The conversation the caller has with `receiverId`, to carry a typing indicator; not_found without one. */
export async function typingConversation(db: Kysely<Database>, caller: ChatUserRecord, receiverId: number): Promise<number> {
  const [studentId, tutorId] = caller.userType === 'student' ? [caller.id, receiverId] : [receiverId, caller.id];
  const conversation = await findConversationBetween(db, studentId, tutorId);
  if (!conversation) throw chatErrors.conversationNotFound();
  return conversation.id;
}

export interface UnseenCandidate {
  message: ChatMessage;
  receiverId: number;
}

/**
 * Messages their receivers have not seen a while after they arrived (they are not viewing that
 * chat) become notifications: one per receiver and conversation until it is read. A few
 * queries for any number of messages, so a busy instance checks them in batches.
 */
export async function notifyUnseenMessages(db: Kysely<Database>, candidates: readonly UnseenCandidate[]): Promise<number> {
  const unseen = await unseenAmong(db, candidates.map((candidate) => candidate.message.id));
  const newest = new Map<string, UnseenCandidate>();
  for (const candidate of candidates) if (unseen.has(candidate.message.id)) newest.set(`${candidate.receiverId}:${candidate.message.conversation_id}`, candidate);
  if (newest.size === 0) return 0;
  const notified = await unreadAboutConversations(db, CHAT_NOTIFICATION_TYPE, [...newest.values()].map((candidate) => candidate.receiverId));
  const fresh = [...newest.entries()].filter(([key]) => !notified.has(key)).map(([, candidate]) => candidate);
  const senders = await findChatUsers(db, fresh.map((candidate) => candidate.message.sender));
  await notify(
    db,
    fresh.map(({ message, receiverId }) => {
      const username = senders.get(message.sender)?.username;
      return {
        userId: receiverId,
        type: CHAT_NOTIFICATION_TYPE,
        message: `New message from ${username ?? 'a user'}`,
        payload: { conversation_id: message.conversation_id, sender_id: message.sender, message_id: message.id, ...(username ? { username } : {}) },
      };
    }),
  );
  return fresh.length;
}

export async function chatUser(db: Kysely<Database>, userId: number): Promise<ChatUserRecord | undefined> {
  return (await findChatUsers(db, [userId])).get(userId);
}
