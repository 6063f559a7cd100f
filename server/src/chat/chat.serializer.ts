import type { ChatMessage, ChatParticipant, ChatUser, Conversation } from '@tutorium/shared/contracts';
import { avatarUrl } from '../users/user.serializer';
import type { ChatUserRecord, ConversationRecord, FoundUser, MessageRecord } from './chat.repository';

/** Spec section 3 "Message". */
export const toMessageReply = (message: MessageRecord): ChatMessage => ({
  id: message.id,
  conversation_id: message.conversationId,
  sender: message.senderId,
  content: message.content,
  timestamp: message.createdAt.toISOString(),
  status: message.status,
  is_read: message.status === 'seen',
});

// Only what the chat shows: never an e-mail or a phone.
const toParticipant = (user: ChatUserRecord): ChatParticipant => ({
  id: user.id,
  username: user.username,
  user_type: user.userType,
  profile_picture: user.profilePicture === null ? null : avatarUrl(user.profilePicture),
});

/** Spec section 3 "Conversation", as one of its participants sees it. */
export function toConversationReply(
  conversation: ConversationRecord,
  users: ReadonlyMap<number, ChatUserRecord>,
  lastMessage: MessageRecord | undefined,
  hasUnread: boolean,
): Conversation {
  const participants = [conversation.studentId, conversation.tutorId].flatMap((id) => {
    const user = users.get(id);
    return user ? [toParticipant(user)] : [];
  });
  return {
    id: conversation.id,
    participants,
    last_message: lastMessage ? toMessageReply(lastMessage) : null,
    has_unread: hasUnread,
    last_active: conversation.lastActive.toISOString(),
  };
}

export const toChatUser = (user: FoundUser): ChatUser => ({ ...toParticipant(user), can_message: user.canMessage });
