import type { ChatClientFrame, ChatServerFrame } from '@tutorium/shared/contracts';
import { metrics } from '../core/metrics';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import type { ChatBus } from './chat.bus';
import type { ChatUserRecord } from './chat.repository';
import {
  acknowledgeDelivery,
  conversationsOf,
  markConversationRead,
  messagesOf,
  searchChatUsers,
  sendMessage,
  startConversation,
  typingConversation,
  type UnseenCandidate,
} from './chat.service';
import type { MessageWriter } from './message-writer';

/** What a frame's handler may use: the socket's user, a reply to this socket, and the bus to everyone else. */
export interface FrameContext {
  db: Kysely<Database>;
  user: ChatUserRecord;
  bus: ChatBus;
  writer: MessageWriter;
  send(frame: ChatServerFrame): void;
  /** A message to the receiver that becomes a notification if it is still unseen a while later. */
  watchUnseen(message: UnseenCandidate['message'], receiverId: number): void;
}

type FrameOf<T extends ChatClientFrame['type']> = Extract<ChatClientFrame, { type: T }>;

/** One handler per client frame type: the type checker refuses a frame of the union left without one. */
export type FrameHandlers = { [T in ChatClientFrame['type']]: (frame: FrameOf<T>, context: FrameContext) => Promise<void> | void };

export const FRAME_HANDLERS: FrameHandlers = {
  'chat.get_conversations': async (_frame, { db, user, send }) => send({ type: 'chat.conversations', conversations: await conversationsOf(db, user.id) }),

  'chat.search_user': async (frame, { db, user, send }) =>
    send({ type: 'chat.search_results', keyword: frame.keyword, results: await searchChatUsers(db, user, frame.keyword) }),

  'chat.start_conversation': async (frame, { db, user, send }) => {
    const started = await startConversation(db, user, frame.receiver_id);
    if (!started.unlocked) return send({ type: 'chat.unlock', student_id: started.studentId, tutor_id: started.tutorId });
    send({ type: 'chat.conversation_started', conversation: started.conversation });
  },

  'chat.get_messages': async (frame, { db, user, send }) => {
    const page = await messagesOf(db, user.id, frame.conversation_id, { beforeId: frame.before_id, afterId: frame.after_id });
    send({
      type: 'chat.messages',
      conversation_id: frame.conversation_id,
      messages: page.messages,
      has_more: page.hasMore,
      ...(frame.before_id !== undefined && { before_id: frame.before_id }),
      ...(frame.after_id !== undefined && { after_id: frame.after_id }),
    });
  },

  'chat.message': async (frame, { user, bus, writer, watchUnseen }) => {
    const sent = await sendMessage(writer, user.id, { conversationId: frame.conversation_id, content: frame.content, clientId: frame.client_id });
    // Stored first: the acknowledgement (with the client's id) goes to all the sender's sockets.
    const acknowledgement = bus.publish(user.id, { type: 'chat.message', message: sent.message, ...(frame.client_id && { client_id: frame.client_id }) });
    if (sent.created) {
      metrics.chatMessages.inc();
      watchUnseen(sent.message, sent.receiverId);
    }
    // A resend of a stored message that its receiver has not confirmed is relayed again: the
    // instance that stored it may have died before relaying it. Clients keep messages by id, so
    // one that did arrive is replaced, never shown twice.
    if (sent.created || sent.message.status === 'sent') await bus.publish(sent.receiverId, { type: 'chat.message', message: sent.message });
    await acknowledgement;
  },

  'chat.typing': async (frame, { db, user, bus }) => {
    const conversationId = await typingConversation(db, user, frame.receiver_id);
    await bus.publish(frame.receiver_id, { type: 'chat.typing', conversation_id: conversationId, sender_id: user.id, is_typing: frame.is_typing });
  },

  'chat.read': async (frame, { db, user, bus }) => {
    const { conversation, seenIds, otherId } = await markConversationRead(db, user.id, frame.conversation_id);
    const read = { type: 'chat.read', conversation_id: conversation.id, reader_id: user.id } as const;
    for (const messageId of seenIds) await bus.publish(otherId, { type: 'chat.message_status', message_id: messageId, conversation_id: conversation.id, status: 'seen' });
    await bus.publish(otherId, read);
    await bus.publish(user.id, read);
  },

  'chat.delivered': async (frame, { db, user, bus }) => {
    const message = await acknowledgeDelivery(db, user.id, frame.message_id);
    if (!message) return;
    await bus.publish(message.senderId, { type: 'chat.message_status', message_id: message.id, conversation_id: message.conversationId, status: 'delivered' });
  },
};

/** Hands a parsed frame to its handler. */
export function dispatchFrame(frame: ChatClientFrame, context: FrameContext): Promise<void> | void {
  const handler = FRAME_HANDLERS[frame.type] as (frame: ChatClientFrame, context: FrameContext) => Promise<void> | void;
  return handler(frame, context);
}
