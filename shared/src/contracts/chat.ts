/**
 * Real-time chat and notifications (spec section 7 "Real-time chat" and "Users, points,
 * notifications"): the socket's path, every frame both ways, its close codes and limits, and
 * the notifications endpoints. Frame types and field names are the spec's; what the spec does
 * not name (paging, the acknowledgement, errors, the notification push) is added here, and
 * every addition is optional for the client to send.
 */
import type { UserType } from './user';

/** The chat socket of a user: `/ws/chat/{userId}/?token=<access token>`. */
export const CHAT_SOCKET_PATH = (userId: number) => `/ws/chat/${userId}/`;
/** The query parameter carrying the access token (never logged by the server). */
export const CHAT_TOKEN_PARAM = 'token';

/** Notifications endpoints (the server accepts each with and without the trailing slash). */
export const NOTIFICATION_PATHS = {
  /** Paged `{ count, next, previous, results }` with `page`; a plain array (newest first) without. */
  list: '/api/notifications/',
  /** The unread ones, newest first: a plain array without `page` (as the spec's client reads it), a page with it. */
  unread: '/api/notifications/unread/',
  /** Marks the caller's notifications read: all of them, or only `ids`. */
  markRead: '/api/notifications/mark-read/',
} as const;

/**
 * Close codes. The client reconnects (1 s doubling to 16 s) after anything but a normal close;
 * after CHAT_CLOSE_AUTH it refreshes its token once and reconnects, and gives up if the next
 * socket is closed the same way.
 */
export const CHAT_CLOSE_CODES = {
  /** Normal close (logout, page left): no reconnect. */
  normal: 1000,
  /** The server is shutting down: reconnect (to any instance) and fetch what was missed. */
  goingAway: 1001,
  /** Too many frames for too long (after `chat.error` rate_limited warnings). */
  policy: 1008,
  /** A frame above CHAT_MAX_FRAME_BYTES. */
  tooBig: 1009,
  /** The "403" of spec section 4: the token is missing, invalid, expired or not the path's user. */
  auth: 4403,
  /** The account is blocked: do not reconnect. */
  blocked: 4410,
  /** The account opened more than CHAT_MAX_SOCKETS_PER_ACCOUNT sockets: the oldest is closed; do not reconnect it. */
  tooManySockets: 4429,
} as const;
export type ChatCloseCode = (typeof CHAT_CLOSE_CODES)[keyof typeof CHAT_CLOSE_CODES];

/** The largest frame the server reads; bigger ones close the socket with 1009. */
export const CHAT_MAX_FRAME_BYTES = 16 * 1024;
/** The longest message content, in characters, after trimming. */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** Frames an account may send per second on average, and in one burst, across all its sockets. */
export const CHAT_RATE_PER_SECOND = 20;
export const CHAT_RATE_BURST = 40;
/** Searches (`chat.search_user`, a database query each) an account may send per second, and in one burst. */
export const CHAT_SEARCH_PER_SECOND = 2;
export const CHAT_SEARCH_BURST = 10;
/** Sockets one account may hold open on an instance (tabs and devices); a new one closes the oldest. */
export const CHAT_MAX_SOCKETS_PER_ACCOUNT = 5;
/** Messages per `chat.messages` page (history is loaded upward by message id). */
export const CHAT_HISTORY_PAGE_SIZE = 30;
/** `chat.search_results` holds at most this many users. */
export const CHAT_SEARCH_LIMIT = 20;

/** Spec section 4 "Message status". */
export const MESSAGE_STATUSES = ['sent', 'delivered', 'seen'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Spec section 3 "Message". */
export interface ChatMessage {
  id: number;
  conversation_id: number;
  /** The sender's user id. */
  sender: number;
  content: string;
  /** ISO 8601. */
  timestamp: string;
  status: MessageStatus;
  /** status === 'seen'. */
  is_read: boolean;
}

export interface ChatParticipant {
  id: number;
  username: string;
  user_type: UserType;
  profile_picture: string | null;
}

/** Spec section 3 "Conversation", as seen by one of its two participants. */
export interface Conversation {
  id: number;
  /** Both participants, the caller included. */
  participants: ChatParticipant[];
  /** The newest message, or null before the first one; the client cuts its preview (CHAT_PREVIEW_MAX). */
  last_message: ChatMessage | null;
  /** A message to the caller is not yet seen. */
  has_unread: boolean;
  /** ISO 8601: the newest message's time, or the conversation's creation. */
  last_active: string;
}

/** A user found by `chat.search_user`: someone the caller may talk to, or may unlock. Never an e-mail or phone. */
export interface ChatUser {
  id: number;
  username: string;
  user_type: UserType;
  profile_picture: string | null;
  /** True when the two have unlocked each other, so `chat.start_conversation` succeeds. */
  can_message: boolean;
}

/** Spec section 3 "Notification", with the kind and what it is about. */
export interface UserNotification {
  id: number;
  message: string;
  is_read: boolean;
  created_at: string;
  type: NotificationType;
  /**
   * What it is about: for the kinds of NOTIFICATION_TYPES, NotificationPayloads says which fields.
   * A row recorded before a field existed lacks it, so readers check each (ReceivedNotification).
   */
  payload: Record<string, unknown>;
}
export const NOTIFICATION_TYPES = ['job-posted', 'job-unlocked', 'chat-message', 'payment-credited', 'gig-approved', 'contact-unlocked', 'review-received',
  'subject-rejected', 'verification-decided', 'report-resolved', 'job-removed'] as const;
/** A kind the server records now; a client older than its server may also meet another (NotificationType). */
export type KnownNotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationType = KnownNotificationType | (string & {});

/** The payload of each kind, as the server records it: the ids of what it is about and what its sentence names. */
export interface NotificationPayloads {
  'job-posted': { job_id: number; title: string };
  'job-unlocked': { job_id: number; tutor_id: number; title: string };
  /** username is left out when the sender's name could not be read. */
  'chat-message': { conversation_id: number; sender_id: number; message_id: number; username?: string };
  /** Points credited, or a premium month bought (until premium_expires, ISO 8601). */
  'payment-credited': { tran_id: string; points: number } | { tran_id: string; premium_expires: string };
  'gig-approved': { gig_id: number; title: string };
  /** Told to the tutor: a student unlocked their contact, so the two may message. */
  'contact-unlocked': { student_id: number; username: string };
  /** Told to the tutor when a student's review of them is new. */
  'review-received': { tutor_id: number; student_id: number; username: string; rating: number };
  /** Told to each tutor with a gig in a subject an administrator rejected. */
  'subject-rejected': { subject_id: number; name: string; reason: string };
  /** Told to the tutor: their request approved or rejected, or their badge revoked (reason null only when approved without one). */
  'verification-decided': { status: 'approved' | 'rejected' | 'revoked'; reason: string | null };
  /** Told to the reporter when an administrator resolves their report (points > 0 when refunded). */
  'report-resolved': { report_id: number; status: 'refunded' | 'dismissed'; points: number; reason: string };
  /** Told to each tutor refunded because an administrator removed a job they unlocked as fake. */
  'job-removed': { job_id: number; title: string; points: number; reason: string };
}

/** A notification's kind with the payload of that kind: what the server writes (one member per kind). */
export type NotificationContent = { [T in KnownNotificationType]: { type: T; payload: NotificationPayloads[T] } }[KnownNotificationType];

/** Every field a kind's payload may carry (of either shape, for a payment). */
export type NotificationPayloadField<T extends KnownNotificationType> = NotificationPayloads[T] extends infer P ? (P extends object ? keyof P : never) : never;

/**
 * A notification of a known kind as a reader receives it: the fields are the contract's, each still
 * to be checked (`unknown`), since a row recorded before a field existed lacks it.
 */
export type ReceivedNotification = {
  [T in KnownNotificationType]: Omit<UserNotification, 'type' | 'payload'> & { type: T; payload: { [F in NotificationPayloadField<T>]?: unknown } };
}[KnownNotificationType];

/** `POST /api/notifications/mark-read/`: no body (or no ids) marks all the caller's notifications read. */
export interface MarkNotificationsReadRequest {
  ids?: number[];
}
export interface MarkNotificationsReadResponse {
  /** How many notifications changed to read. */
  marked: number;
  unread_count: number;
}

// ---- Client to server -------------------------------------------------------------------

export interface GetConversationsFrame {
  type: 'chat.get_conversations';
}
/** Blank keywords are not sent (spec section 5); usernames only are searched. */
export interface SearchUserFrame {
  type: 'chat.search_user';
  keyword: string;
}
/** Opens (or reopens) the conversation with a user: `chat.conversation_started`, or `chat.unlock`. */
export interface StartConversationFrame {
  type: 'chat.start_conversation';
  receiver_id: number;
}
/**
 * A page of a conversation's messages, answered by `chat.messages`. Without before_id/after_id:
 * the newest page. before_id: the page older than that id (history loaded upward). after_id:
 * everything newer than that id, oldest first (a reconnecting client fetches what it missed).
 */
export interface GetMessagesFrame {
  type: 'chat.get_messages';
  conversation_id: number;
  before_id?: number;
  after_id?: number;
}
/**
 * Sends a message. The server stores it, then answers the sender's sockets with `chat.message`
 * (status sent, client_id echoed) as the acknowledgement. A client_id sent twice (a retry after
 * a reconnect) stores the message once and acknowledges it again.
 */
export interface SendMessageFrame {
  type: 'chat.message';
  conversation_id: number;
  content: string;
  /** The client's own id for the message (1-64 characters), to match the acknowledgement and retry safely. */
  client_id?: string;
}
export interface SendTypingFrame {
  type: 'chat.typing';
  receiver_id: number;
  is_typing: boolean;
}
/** Every message to the caller in the conversation becomes `seen`. */
export interface SendReadFrame {
  type: 'chat.read';
  conversation_id: number;
}
/** The receiver's client got the message: `sent` becomes `delivered`. */
export interface SendDeliveredFrame {
  type: 'chat.delivered';
  message_id: number;
}

export type ChatClientFrame =
  | GetConversationsFrame
  | SearchUserFrame
  | StartConversationFrame
  | GetMessagesFrame
  | SendMessageFrame
  | SendTypingFrame
  | SendReadFrame
  | SendDeliveredFrame;
export type ChatClientFrameType = ChatClientFrame['type'];

// ---- Server to client -------------------------------------------------------------------

export interface ConversationsFrame {
  type: 'chat.conversations';
  /** Newest activity first. */
  conversations: Conversation[];
}
export interface SearchResultsFrame {
  type: 'chat.search_results';
  keyword: string;
  results: ChatUser[];
}
export interface ConversationStartedFrame {
  type: 'chat.conversation_started';
  conversation: Conversation;
}
/** The two have not unlocked each other: nothing was stored. The student may unlock the tutor's contact, the tutor one of the student's jobs. */
export interface UnlockRequiredFrame {
  type: 'chat.unlock';
  student_id: number;
  tutor_id: number;
  /** Echoed when the refused frame was a `chat.message` with one. */
  client_id?: string;
}
export interface MessagesFrame {
  type: 'chat.messages';
  conversation_id: number;
  /** Oldest first. */
  messages: ChatMessage[];
  /** Older messages exist before the first one (a `before_id` page can be asked for). */
  has_more: boolean;
  /** Echo of the request's before_id / after_id. */
  before_id?: number;
  after_id?: number;
}
/** A new message: to the receiver's sockets, and to the sender's as the acknowledgement (with its client_id). */
export interface MessageFrame {
  type: 'chat.message';
  message: ChatMessage;
  client_id?: string;
}
export interface TypingFrame {
  type: 'chat.typing';
  conversation_id: number;
  sender_id: number;
  is_typing: boolean;
}
/** reader_id saw every message to them in the conversation (to both participants' sockets). */
export interface ReadFrame {
  type: 'chat.read';
  conversation_id: number;
  reader_id: number;
}
/** A message's status changed (to its sender's sockets). */
export interface MessageStatusFrame {
  type: 'chat.message_status';
  message_id: number;
  conversation_id: number;
  status: MessageStatus;
}
/** A new notification for the socket's user (the bell adds it and shows unread_count). */
export interface NotificationFrame {
  type: 'notification.new';
  notification: UserNotification;
  unread_count: number;
}

export const CHAT_ERROR_CODES = {
  /** Not JSON, not an object, unknown type, or a field of the wrong type or size. */
  invalidFrame: 'invalid_frame',
  /** The conversation or message does not exist or is not the caller's. */
  notFound: 'not_found',
  /** The message is blank after trimming or longer than CHAT_MESSAGE_MAX_LENGTH. */
  invalidMessage: 'invalid_message',
  /** Too many frames: this one was dropped. */
  rateLimited: 'rate_limited',
  /** The server failed; the frame can be sent again. */
  serverError: 'server_error',
} as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[keyof typeof CHAT_ERROR_CODES];

/** A frame the server refused; the socket stays open. */
export interface ErrorFrame {
  type: 'chat.error';
  code: ChatErrorCode;
  detail: string;
  /** The refused frame's type, when it had a known one. */
  request_type?: string;
  client_id?: string;
}

export type ChatServerFrame =
  | ConversationsFrame
  | SearchResultsFrame
  | ConversationStartedFrame
  | UnlockRequiredFrame
  | MessagesFrame
  | MessageFrame
  | TypingFrame
  | ReadFrame
  | MessageStatusFrame
  | NotificationFrame
  | ErrorFrame;
export type ChatServerFrameType = ChatServerFrame['type'];
