import type { ChatMessage, ChatParticipant, ChatUser, Conversation, Page, UserNotification } from '@tutorium/shared/contracts';

/** Test users: the signed-in student (7) and a tutor (21). */
export const ME: ChatParticipant = { id: 7, username: 'amina', user_type: 'student', profile_picture: null };
export const TUTOR: ChatParticipant = { id: 21, username: 'karim', user_type: 'tutor', profile_picture: null };

/** Someone a search finds; override any field. */
export function aChatUser(overrides: Partial<ChatUser> = {}): ChatUser {
  return { ...TUTOR, can_message: true, ...overrides };
}

/** A stored message from TUTOR in conversation 1; override any field. */
export function aMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 100, conversation_id: 1, sender: TUTOR.id, content: 'Hello', timestamp: '2026-11-20T10:00:00.000Z',
    status: 'sent', is_read: false, ...overrides,
  };
}

/** A conversation between ME and TUTOR; override any field (`last` is the last message's text). */
export function aConversation({ last = 'See you tomorrow', ...overrides }: Partial<Conversation> & { last?: string | null } = {}): Conversation {
  const id = overrides.id ?? 1;
  const lastActive = overrides.last_active ?? '2026-11-20T10:00:00.000Z';
  return {
    id, participants: [ME, TUTOR], has_unread: false, last_active: lastActive,
    last_message: last === null ? null : aMessage({ id: 90 + id, conversation_id: id, content: last, timestamp: lastActive }),
    ...overrides,
  };
}

export function aNotification(overrides: Partial<UserNotification> = {}): UserNotification {
  return {
    id: 1, message: 'A new job matches your gig: Physics', is_read: false, created_at: '2026-11-20T10:00:00.000Z',
    type: 'job-posted', payload: { job_id: 3 }, ...overrides,
  };
}

/** A paged reply of DRF's shape. */
export function aPage<T>(results: T[], { count = results.length, next = null as string | null, previous = null as string | null } = {}): Page<T> {
  return { count, next, previous, results };
}
