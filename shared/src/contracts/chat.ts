/**
 * Real-time chat and notifications (spec section 7): the socket's message union, its close codes,
 * and the notifications endpoints. Field names are the spec's.
 */

/** The socket of a user: `/ws/chat/{userId}/?token=<access token>`. */
export const chatSocketPath = (userId: number): string => `/ws/chat/${userId}/`;

/** Close codes the server and the client agree on. */
export const CHAT_CLOSE_CODES = {
  /** A normal close: the client does not reconnect. */
  normal: 1000,
  /** The token is missing, expired or belongs to another user: refresh it once and reconnect. */
  forbidden: 4403,
} as const;

export type MessageStatus = 'sent' | 'delivered' | 'seen';
export const MESSAGE_STATUSES: readonly MessageStatus[] = ['sent', 'delivered', 'seen'];

/** Someone one may talk to (search results, conversation participants). */
export interface ChatUser {
  id: number;
  username: string;
  user_type: 'student' | 'tutor';
}

/** Spec section 3 "Conversation". */
export interface Conversation {
  id: number;
  participants: ChatUser[];
  /** The newest message's text, or null in a conversation without messages. */
  last_message: string | null;
  has_unread: boolean;
  /** When the newest message was sent (or the conversation started). */
  last_active: string;
}

/** Spec section 3 "Message". */
export interface ChatMessage {
  id: number;
  conversation_id: number;
  /** The sender's user id. */
  sender: number;
  content: string;
  timestamp: string;
  status: MessageStatus;
  is_read: boolean;
  /** Echoed back to the sender only: the id the client gave the message before it was stored. */
  client_id?: string;
}

/** Spec section 3 "Notification". */
export interface Notification {
  id: number;
  message: string;
  is_read: boolean;
  created_at: string;
}

/** What the browser sends. */
export type ChatClientMessage =
  | { type: 'chat.get_conversations' }
  | { type: 'chat.search_user'; keyword: string }
  | { type: 'chat.start_conversation'; receiver_id: number }
  /** `before_id` pages history upward: messages older than that id. */
  | { type: 'chat.get_messages'; conversation_id: number; before_id?: number }
  | { type: 'chat.message'; conversation_id: number; content: string; client_id?: string }
  | { type: 'chat.typing'; receiver_id: number; is_typing: boolean }
  | { type: 'chat.read'; conversation_id: number }
  | { type: 'chat.delivered'; message_id: number };

/** What the server sends. */
export type ChatServerMessage =
  | { type: 'chat.message'; message: ChatMessage }
  /** The two have not unlocked each other: nothing was stored. Names whom to unlock. */
  | { type: 'chat.unlock'; student_id?: number; tutor_id?: number }
  | { type: 'chat.conversations'; conversations: Conversation[] }
  | { type: 'chat.messages'; conversation_id: number; messages: ChatMessage[]; has_more: boolean }
  | { type: 'chat.typing'; sender_id: number; is_typing: boolean }
  | { type: 'chat.conversation_started'; conversation: Conversation }
  | { type: 'chat.read'; conversation_id: number; reader_id: number }
  | { type: 'chat.message_status'; message_id: number; status: MessageStatus }
  | { type: 'chat.search_results'; results: ChatUser[] }
  | { type: 'notification'; notification: Notification };

export type ChatServerMessageType = ChatServerMessage['type'];

/** Notifications endpoints (the server accepts each with and without the trailing slash). */
export const NOTIFICATION_PATHS = {
  /** GET: the list, newest first (paged with `page`). */
  list: '/api/notifications/',
  /** GET: the unread ones, newest first (paged with `page`, so `count` is the unread count). */
  unread: '/api/notifications/unread/',
  /** POST, no body: marks all of the caller's notifications read. */
  markRead: '/api/notifications/mark-read/',
} as const;

/** How many notifications the bell's dropdown shows. */
export const NOTIFICATION_DROPDOWN_SIZE = 5;
