import { CHAT_RATE_BURST, CHAT_RATE_PER_SECOND } from '@tutorium/shared/contracts';

export interface ChatOptions {
  /** Frames per second a socket may send on average, and in one burst. */
  ratePerSecond: number;
  rateBurst: number;
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
  notificationPollMs: 500,
  unseenMessageNotifyMs: 5_000,
  channelPrefix: 'tutorium:chat:user:',
};
