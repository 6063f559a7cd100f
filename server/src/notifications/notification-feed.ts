import type { NotificationFrame } from '@tutorium/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { countUnread, newestNotificationId, notificationIdsBetween, notificationsAfter, notificationsByIds } from './notifications.repository';
import { toNotificationReply } from './notifications.serializer';

export interface NotificationFeedOptions {
  /** How often new notifications are looked for while someone is connected. */
  pollMs: number;
  /** Whether a user has a socket on this instance. */
  isConnected(userId: number): boolean;
  /** Any user connected here at all (no reads otherwise). */
  hasConnections(): boolean;
  deliver(userId: number, frame: NotificationFrame): void;
  onError(error: unknown): void;
}

// Ids are taken when a transaction inserts, but become visible when it commits: a row with a
// lower id can appear after a higher one. Ids this recent are read again, and pushed once.
const LATE_COMMIT_WINDOW_MS = 10_000;
const BATCH = 500;
// Pokes this close together are served by one poll.
const POKE_DELAY_MS = 10;

export interface NotificationFeed {
  /** Resolves once the feed knows where it starts (the newest notification so far). */
  ready: Promise<void>;
  /**
   * Something may have recorded notifications and committed on this instance: look now rather
   * than at the next poll. Pokes in a burst make one read.
   */
  poke(): void;
  stop(): void;
}

/**
 * Pushes notifications to the sockets of this instance. Notifications are recorded in the
 * transactions of whatever they announce (a job posted, a payment credited...), by any
 * instance; each instance reads the new rows itself, so nothing is pushed for a transaction
 * that rolled back, and no instance depends on another to hear about them. It reads every
 * `pollMs`, and at once when poked (after a change made on this instance).
 */
export function startNotificationFeed(db: Kysely<Database>, options: NotificationFeedOptions): NotificationFeed {
  let floor = 0;
  let cursor = 0;
  // (time, cursor) marks: the floor is the cursor as it was LATE_COMMIT_WINDOW_MS ago.
  const marks: Array<{ at: number; cursor: number }> = [];
  const pushed = new Set<number>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const poll = async () => {
    if (!options.hasConnections()) {
      // Nobody to tell: skip what was recorded meanwhile (the REST list shows it on load).
      cursor = Math.max(cursor, await newestNotificationId(db));
      floor = cursor;
      marks.length = 0;
      pushed.clear();
      return;
    }
    const now = Date.now();
    while (marks.length > 0 && (marks[0]?.at ?? now) <= now - LATE_COMMIT_WINDOW_MS) floor = marks.shift()?.cursor ?? floor;
    // Rows that committed late inside the window, then the new ones.
    const lateIds = (await notificationIdsBetween(db, floor, cursor)).filter((id) => !pushed.has(id));
    const rows = [...(await notificationsByIds(db, lateIds)), ...(await notificationsAfter(db, cursor, BATCH))];
    const unread = new Map<number, number>();
    for (const row of rows) {
      cursor = Math.max(cursor, row.id);
      if (pushed.has(row.id)) continue;
      pushed.add(row.id);
      if (!options.isConnected(row.userId) || row.isRead) continue;
      const count = unread.get(row.userId) ?? (await countUnread(db, row.userId));
      unread.set(row.userId, count);
      options.deliver(row.userId, { type: 'notification.new', notification: toNotificationReply(row), unread_count: count });
    }
    marks.push({ at: now, cursor });
    for (const id of pushed) if (id <= floor) pushed.delete(id);
  };

  // One poll at a time: a poke during a poll asks for another right after it.
  let running = false;
  let pokedWhileRunning = false;
  let dueAt = Number.POSITIVE_INFINITY;
  const schedule = (delay: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    dueAt = Date.now() + delay;
    timer = setTimeout(run, delay);
    timer.unref();
  };
  const run = () => {
    running = true;
    dueAt = Number.POSITIVE_INFINITY;
    poll()
      .catch((error: unknown) => options.onError(error))
      .finally(() => {
        running = false;
        schedule(pokedWhileRunning ? POKE_DELAY_MS : options.pollMs);
        pokedWhileRunning = false;
      });
  };

  let started = false;
  const ready = newestNotificationId(db).then((newest) => {
    cursor = newest;
    floor = newest;
    started = true;
    schedule(options.pollMs);
  });
  return {
    ready,
    poke: () => {
      // With nobody connected here there is nothing to push; the next poll moves the cursor on.
      if (!started || stopped || !options.hasConnections()) return;
      if (running) pokedWhileRunning = true;
      else if (dueAt - Date.now() > POKE_DELAY_MS) schedule(POKE_DELAY_MS);
    },
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
