import type { ChatServerFrame } from '@tutorium/shared/contracts';
import type { Redis } from 'ioredis';

/** What the bus needs of a socket: a way to send it a text frame, and to end it with its session. */
export interface FrameSink {
  send(text: string): void;
  /** The login `sessionId` ended (null: every login of the user): a socket of it closes. */
  endSession?(sessionId: string | null): void;
}

/** Carried on a user's channel like a frame, never sent to a client: sessions ended (`*`: all). */
const SESSION_ENDED = '#session-ended:';
const sessionEndedText = (sessionId: string | undefined) => `${SESSION_ENDED}${sessionId ?? '*'}`;

/**
 * Carries frames to a user's sockets wherever they are connected. In process without Redis;
 * with Redis, through one pub/sub channel per user, so two instances behave as one.
 */
export interface ChatBus {
  /** Sends the frame to every socket of the user, on any instance. */
  publish(userId: number, frame: ChatServerFrame): Promise<void>;
  /** Sends the frame to the user's sockets on this instance only (each instance reads notifications itself). */
  deliverLocally(userId: number, frame: ChatServerFrame): void;
  /** The socket gets the user's frames from now on (once this resolves). */
  attach(userId: number, sink: FrameSink): Promise<void>;
  detach(userId: number, sink: FrameSink): void;
  /** Closes the sockets of the ended login (or of every login of the user), on any instance. */
  endSessions(userId: number, sessionId?: string): Promise<void>;
  /** Users with at least one socket on this instance. */
  hasLocalUser(userId: number): boolean;
  localUserCount(): number;
  /**
   * Tells the other instances that this one recorded notifications, so that they read them now
   * rather than at their next poll (a no-op in process: there are no others).
   */
  announceNotifications(): void;
  /** Called when another instance announced notifications. */
  onNotificationsAnnounced(listener: () => void): void;
  close(): Promise<void>;
}

/** The sockets of this instance, by user. */
class LocalSockets {
  private readonly byUser = new Map<number, Set<FrameSink>>();

  /** True when this is the user's first socket here. */
  add(userId: number, sink: FrameSink): boolean {
    const sinks = this.byUser.get(userId);
    if (sinks) {
      sinks.add(sink);
      return false;
    }
    this.byUser.set(userId, new Set([sink]));
    return true;
  }

  /** True when that was the user's last socket here. */
  remove(userId: number, sink: FrameSink): boolean {
    const sinks = this.byUser.get(userId);
    if (!sinks?.delete(sink) || sinks.size > 0) return false;
    this.byUser.delete(userId);
    return true;
  }

  send(userId: number, text: string): void {
    if (text.startsWith(SESSION_ENDED)) {
      const sessionId = text.slice(SESSION_ENDED.length);
      for (const sink of [...(this.byUser.get(userId) ?? [])]) sink.endSession?.(sessionId === '*' ? null : sessionId);
      return;
    }
    for (const sink of this.byUser.get(userId) ?? []) sink.send(text);
  }

  has = (userId: number) => this.byUser.has(userId);
  size = () => this.byUser.size;
}

export function createLocalBus(): ChatBus {
  const sockets = new LocalSockets();
  return {
    publish: async (userId, frame) => sockets.send(userId, JSON.stringify(frame)),
    deliverLocally: (userId, frame) => sockets.send(userId, JSON.stringify(frame)),
    attach: async (userId, sink) => {
      sockets.add(userId, sink);
    },
    detach: (userId, sink) => {
      sockets.remove(userId, sink);
    },
    endSessions: async (userId, sessionId) => sockets.send(userId, sessionEndedText(sessionId)),
    hasLocalUser: sockets.has,
    localUserCount: sockets.size,
    announceNotifications: () => undefined,
    onNotificationsAnnounced: () => undefined,
    close: async () => undefined,
  };
}

/** Where the user's frames are published; the prefix keeps separate deployments (and test runs) apart. */
const channelOf = (prefix: string, userId: number) => `${prefix}${userId}`;
/** Where instances announce new notifications (not a number, so never a user's channel). */
const announceChannelOf = (prefix: string) => `${prefix}notifications`;
// Announcements this close together are sent once.
const ANNOUNCE_COALESCE_MS = 10;

/**
 * Fan-out through Redis: every frame is published on the receiver's channel (even for a socket
 * on this instance, so frames to one user keep one order), and each instance subscribes, on a
 * connection of its own, to the channels of the users connected to it.
 */
export function createRedisBus(redis: Redis, options: { channelPrefix: string; onError: (error: Error) => void }): ChatBus {
  const sockets = new LocalSockets();
  const subscriber = redis.duplicate({ commandTimeout: undefined });
  const { channelPrefix, onError } = options;
  const announceChannel = announceChannelOf(channelPrefix);
  const announced = new Set<() => void>();
  let announcing: NodeJS.Timeout | undefined;
  subscriber.on('error', onError);
  subscriber.on('message', (channel: string, text: string) => {
    if (channel === announceChannel) {
      for (const listener of announced) listener();
      return;
    }
    if (!channel.startsWith(channelPrefix)) return;
    const userId = Number(channel.slice(channelPrefix.length));
    if (Number.isSafeInteger(userId)) sockets.send(userId, text);
  });

  return {
    publish: async (userId, frame) => {
      // The message is stored already: a lost publish costs a live update, which the client's
      // fetch after reconnecting (or its next page load) recovers.
      await redis.publish(channelOf(channelPrefix, userId), JSON.stringify(frame)).catch(onError);
    },
    deliverLocally: (userId, frame) => sockets.send(userId, JSON.stringify(frame)),
    endSessions: async (userId, sessionId) => {
      await redis.publish(channelOf(channelPrefix, userId), sessionEndedText(sessionId)).catch(onError);
    },
    attach: async (userId, sink) => {
      if (!sockets.add(userId, sink)) return;
      // Announcements matter only while someone here may be notified.
      const channels = sockets.size() === 1 ? [channelOf(channelPrefix, userId), announceChannel] : [channelOf(channelPrefix, userId)];
      await subscriber.subscribe(...channels);
    },
    detach: (userId, sink) => {
      if (!sockets.remove(userId, sink)) return;
      const channels = sockets.size() === 0 ? [channelOf(channelPrefix, userId), announceChannel] : [channelOf(channelPrefix, userId)];
      subscriber.unsubscribe(...channels).catch(onError);
    },
    hasLocalUser: sockets.has,
    localUserCount: sockets.size,
    announceNotifications: () => {
      if (announcing) return;
      announcing = setTimeout(() => {
        announcing = undefined;
        // A lost announcement costs a poll interval: every instance still reads the table itself.
        redis.publish(announceChannel, '').catch(onError);
      }, ANNOUNCE_COALESCE_MS);
      announcing.unref();
    },
    onNotificationsAnnounced: (listener) => {
      announced.add(listener);
    },
    close: async () => {
      clearTimeout(announcing);
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

/** The bus of one instance: through Redis when there is one (several instances act as one), else in process. */
export function createChatBus(redis: Redis | undefined, options: { channelPrefix: string; onError: (error: Error) => void }): ChatBus {
  return redis ? createRedisBus(redis, options) : createLocalBus();
}
