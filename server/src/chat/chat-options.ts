import { CHAT_MAX_SOCKETS_PER_ACCOUNT, CHAT_RATE_BURST, CHAT_RATE_PER_SECOND, CHAT_SEARCH_BURST, CHAT_SEARCH_PER_SECOND } from '@tutorium/shared/contracts';

export interface ChatOptions {
  /** Frames per second an account may send on average, and in one burst, across its sockets here. */
  ratePerSecond: number;
  rateBurst: number;
  /** Searches per second an account may send, and in one burst. */
  searchPerSecond: number;
  searchBurst: number;
  /** Sockets an account may hold open here; a new one beyond closes the oldest (4429). */
  maxSocketsPerAccount: number;
  /** How often each instance looks for new notifications to push. */
  notificationPollMs: number;
  /** A message still unseen this long after it was sent becomes a notification for its receiver. */
  unseenMessageNotifyMs: number;
  /** Redis channel prefix of the per-user channels. */
  channelPrefix: string;
}

export const DEFAULT_CHAT_OPTIONS: ChatOptions = {
  ratePerSecond: CHAT_RATE_PER_SECOND,
  rateBurst: CHAT_RATE_BURST,
  searchPerSecond: CHAT_SEARCH_PER_SECOND,
  searchBurst: CHAT_SEARCH_BURST,
  maxSocketsPerAccount: CHAT_MAX_SOCKETS_PER_ACCOUNT,
  notificationPollMs: 500,
  unseenMessageNotifyMs: 5_000,
  channelPrefix: 'tutorium:chat:user:',
};
