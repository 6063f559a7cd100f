import type { NotificationFrame } from '@tutorium/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { startNotificationFeed, type NotificationFeed } from './notification-feed';
import { onNotificationsRecorded } from './notification-signal';

/** What the feed needs of the live connections (the chat bus provides it). */
export interface LiveDelivery {
  /** Whether a user has a socket on this instance. */
  hasLocalUser(userId: number): boolean;
  localUserCount(): number;
  deliverLocally(userId: number, frame: NotificationFrame): void;
  /** Tells the other instances to read their feed now. */
  announceNotifications(): void;
  onNotificationsAnnounced(listener: () => void): void;
}

/**
 * Pushes notifications to the users connected to this instance, as they are recorded: the
 * instance that committed them reads at once (and tells the others, through Redis when there is
 * one), and a poll every `pollMs` is the safety net.
 */
export function registerLiveNotifications(app: FastifyInstance, { db, delivery, pollMs }: { db: Kysely<Database>; delivery: LiveDelivery; pollMs: number }): void {
  const log = app.log.child({ module: 'notifications' });
  let feed: NotificationFeed | undefined;
  let stopListening = () => {};
  delivery.onNotificationsAnnounced(() => feed?.poke());

  app.addHook('onReady', async () => {
    feed = startNotificationFeed(db, {
      pollMs,
      isConnected: delivery.hasLocalUser,
      hasConnections: () => delivery.localUserCount() > 0,
      deliver: delivery.deliverLocally,
      onError: (error) => log.warn({ err: error }, 'Notification feed error'),
    });
    await feed.ready;
    stopListening = onNotificationsRecorded(() => {
      feed?.poke();
      delivery.announceNotifications();
    });
  });
  app.addHook('preClose', async () => {
    stopListening();
    feed?.stop();
  });
}
