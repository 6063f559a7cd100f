import {
  CHAT_PREVIEW_MAX,
  type ChatMessage,
  type ChatParticipant,
  type ChatUser,
  type Conversation,
  type MessageStatus,
  type UnlockRequiredFrame,
} from '@tutorium/shared/contracts';

/** A message on screen: stored ones, plus the user's own not yet acknowledged by the server. */
export type ShownMessage = ChatMessage | PendingMessage;

/** The user's message before the server stored it (queued while offline, or on its way). */
export interface PendingMessage {
  client_id: string;
  conversation_id: number;
  sender: number;
  content: string;
  timestamp: string;
  status: 'pending';
}

export interface Thread {
  messages: ShownMessage[];
  /** Older messages exist above the first one shown. */
  hasMore: boolean;
  loaded: boolean;
  loadingOlder: boolean;
}

export interface ChatState {
  /** null until the server sent the list. */
  conversations: Conversation[] | null;
  activeId: number | null;
  threads: Record<number, Thread>;
  /** null until a search was answered. */
  searchResults: ChatUser[] | null;
  /** The student and the tutor who must unlock each other before they may talk. */
  unlock: Pick<UnlockRequiredFrame, 'student_id' | 'tutor_id'> | null;
  /** A message of the user's that the server refused (shown until the next one is sent). */
  refused: boolean;
}

export type ChatAction =
  | { type: 'conversations'; conversations: Conversation[] }
  | { type: 'started'; conversation: Conversation }
  | { type: 'open'; id: number | null }
  | { type: 'loadingOlder'; id: number }
  | { type: 'messages'; id: number; messages: ChatMessage[]; hasMore: boolean; page: 'newest' | 'older' | 'missed' }
  | { type: 'pending'; message: PendingMessage }
  | { type: 'refused'; clientId: string | undefined }
  | { type: 'message'; message: ChatMessage; clientId: string | undefined; me: number; seenNow: boolean }
  | { type: 'status'; messageId: number; status: MessageStatus }
  | { type: 'readByOther'; id: number; me: number }
  | { type: 'readByMe'; id: number; me: number }
  | { type: 'searchResults'; results: ChatUser[] }
  | { type: 'unlock'; unlock: NonNullable<ChatState['unlock']>; clientId: string | undefined };

export const initialChatState: ChatState = {
  conversations: null, activeId: null, threads: {}, searchResults: null, unlock: null, refused: false,
};

const EMPTY_THREAD: Thread = { messages: [], hasMore: false, loaded: false, loadingOlder: false };
const RANK: Record<MessageStatus, number> = { sent: 0, delivered: 1, seen: 2 };

export const isPending = (message: ShownMessage): message is PendingMessage => message.status === 'pending';

/** The chat screen's state, changed only by what the server says and what the user does. */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'conversations':
      return { ...state, conversations: sortByActivity(action.conversations) };
    case 'started': {
      const others = (state.conversations ?? []).filter((conversation) => conversation.id !== action.conversation.id);
      return { ...state, conversations: sortByActivity([action.conversation, ...others]), activeId: action.conversation.id, unlock: null };
    }
    case 'open':
      return { ...state, activeId: action.id, unlock: null };
    case 'loadingOlder':
      return withThread(state, action.id, (thread) => ({ ...thread, loadingOlder: true }));
    case 'messages':
      return withThread(state, action.id, (thread) => ({
        messages: mergeMessages(thread.messages, action.messages),
        // What missed messages say about older ones is nothing; the newest page speaks only when nothing older is shown yet.
        hasMore: action.page === 'older' || (action.page === 'newest' && !thread.loaded) ? action.hasMore : thread.hasMore,
        loaded: true,
        loadingOlder: action.page === 'older' ? false : thread.loadingOlder,
      }));
    case 'pending':
      return {
        ...withThread(state, action.message.conversation_id, (thread) => ({ ...thread, messages: [...thread.messages, action.message] })),
        refused: false,
      };
    case 'refused':
      return { ...withoutPending(state, action.clientId), refused: true };
    case 'message':
      return receiveMessage(state, action.message, action.clientId, action.me, action.seenNow);
    case 'status':
      return mapMessages(state, (message) =>
        !isPending(message) && message.id === action.messageId && RANK[action.status] > RANK[message.status]
          ? { ...message, status: action.status, is_read: message.is_read || action.status === 'seen' }
          : message);
    case 'readByOther':
      return withThread(state, action.id, (thread) => ({
        ...thread,
        messages: thread.messages.map((message) =>
          !isPending(message) && message.sender === action.me ? { ...message, status: 'seen', is_read: true } : message),
      }));
    case 'readByMe': {
      const next = withThread(state, action.id, (thread) => ({
        ...thread,
        messages: thread.messages.map((message) =>
          !isPending(message) && message.sender !== action.me ? { ...message, status: 'seen', is_read: true } : message),
      }));
      return { ...next, conversations: updateConversation(next.conversations, action.id, { has_unread: false }) };
    }
    case 'searchResults':
      return { ...state, searchResults: action.results };
    case 'unlock':
      return { ...withoutPending(state, action.clientId), unlock: action.unlock };
  }
}

function receiveMessage(state: ChatState, message: ChatMessage, clientId: string | undefined, me: number, seenNow: boolean): ChatState {
  const incoming = message.sender !== me;
  const withMessage = withThread(state, message.conversation_id, (thread) => ({
    ...thread,
    messages: mergeMessages(thread.messages, [message], clientId),
  }));
  const changes = {
    last_message: message,
    last_active: message.timestamp,
    ...(incoming ? { has_unread: !seenNow } : {}),
  };
  const conversations = updateConversation(withMessage.conversations, message.conversation_id, changes);
  return { ...withMessage, conversations: conversations && sortByActivity(conversations) };
}

/** Adds or replaces by id (the acknowledged message replaces its pending copy), oldest first. */
function mergeMessages(current: ShownMessage[], incoming: ChatMessage[], acknowledgedClientId?: string): ShownMessage[] {
  const byId = new Map<number, ChatMessage>();
  const pending: PendingMessage[] = [];
  for (const message of current) {
    if (isPending(message)) pending.push(message);
    else byId.set(message.id, message);
  }
  for (const message of incoming) {
    const known = byId.get(message.id);
    // A status never goes back (a late 'delivered' after 'seen').
    byId.set(message.id, known && RANK[known.status] > RANK[message.status] ? { ...message, status: known.status } : message);
  }
  const stored = [...byId.values()].sort((a, b) => a.id - b.id);
  return [...stored, ...pending.filter((message) => message.client_id !== acknowledgedClientId)];
}

// A message the server refused (or stored nothing for) leaves the screen.
function withoutPending(state: ChatState, clientId: string | undefined): ChatState {
  if (clientId === undefined) return state;
  const threads = Object.fromEntries(Object.entries(state.threads).map(([id, thread]) =>
    [id, { ...thread, messages: thread.messages.filter((message) => !isPending(message) || message.client_id !== clientId) }]));
  return { ...state, threads };
}

function withThread(state: ChatState, id: number, change: (thread: Thread) => Thread): ChatState {
  return { ...state, threads: { ...state.threads, [id]: change(state.threads[id] ?? EMPTY_THREAD) } };
}

function mapMessages(state: ChatState, change: (message: ShownMessage) => ShownMessage): ChatState {
  const threads = Object.fromEntries(
    Object.entries(state.threads).map(([id, thread]) => [id, { ...thread, messages: thread.messages.map(change) }]),
  );
  return { ...state, threads };
}

function updateConversation(conversations: Conversation[] | null, id: number, changes: Partial<Conversation>): Conversation[] | null {
  return conversations?.map((conversation) => (conversation.id === id ? { ...conversation, ...changes } : conversation)) ?? null;
}

const sortByActivity = (conversations: Conversation[]): Conversation[] =>
  [...conversations].sort((a, b) => Date.parse(b.last_active) - Date.parse(a.last_active));

/** The participant who is not `me` (conversations name both). */
export function otherParticipant(conversation: Conversation, me: number): ChatParticipant | undefined {
  return conversation.participants.find((participant) => participant.id !== me) ?? conversation.participants[0];
}

/** Spec section 9: a preview longer than 40 characters shows its first 37 and an ellipsis. */
export function previewOf(text: string | undefined, max = CHAT_PREVIEW_MAX): string {
  if (text === undefined) return '';
  const characters = [...text];
  return characters.length > max ? `${characters.slice(0, max - 3).join('')}...` : text;
}
