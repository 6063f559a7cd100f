import { CHAT_ERROR_CODES, CHAT_MESSAGE_MAX_LENGTH, type ChatErrorCode } from '@tutorium/shared/contracts';

/** A frame the chat refuses: becomes a `chat.error` on the sender's socket, which stays open. */
export class ChatError extends Error {
  constructor(
    readonly code: ChatErrorCode,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'ChatError';
  }
}

export const chatErrors = {
  conversationNotFound: () => new ChatError(CHAT_ERROR_CODES.notFound, 'Conversation not found.'),
  messageNotFound: () => new ChatError(CHAT_ERROR_CODES.notFound, 'Message not found.'),
  userNotFound: () => new ChatError(CHAT_ERROR_CODES.notFound, 'User not found.'),
  blankMessage: () => new ChatError(CHAT_ERROR_CODES.invalidMessage, 'A message cannot be blank.'),
  invalidCharacters: () => new ChatError(CHAT_ERROR_CODES.invalidMessage, 'A message cannot contain NUL characters.'),
  messageTooLong: () => new ChatError(CHAT_ERROR_CODES.invalidMessage, `Ensure this field has no more than ${CHAT_MESSAGE_MAX_LENGTH} characters.`),
};
