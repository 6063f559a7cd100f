import type { ChatMessage, ChatUser, Conversation, Notification, Page } from '@tutorium/shared/contracts';

/** Test users: the signed-in student (7) and a tutor (21). */
export const ME: ChatUser = { id: 7, username: 'amina', user_type: 'student' };
export const TUTOR: ChatUser = { id: 21, username: 'karim', user_type: 'tutor' };

/** A conversation between ME and TUTOR; override any field. */
export function aConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 1, participants: [ME, TUTOR], last_message: 'See you tomorrow', has_unread: false,
    last_active: '2026-11-20T10:00:00.000Z', ...overrides,
  };
}

/** A stored message from TUTOR in conversation 1; override any field. */
export function aMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 100, conversation_id: 1, sender: TUTOR.id, content: 'Hello', timestamp: '2026-11-20T10:00:00.000Z',
    status: 'sent', is_read: false, ...overrides,
  };
}

export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return { id: 1, message: 'A new job matches your gig: Physics', is_read: false, created_at: '2026-11-20T10:00:00.000Z', ...overrides };
}

/** A paged reply of DRF's shape. */
export function aPage<T>(results: T[], { count = results.length, next = null as string | null, previous = null as string | null } = {}): Page<T> {
  return { count, next, previous, results };
}
