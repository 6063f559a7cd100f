import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { notifyUnseenMessages, type UnseenCandidate } from './chat.service';

export interface UnseenNotifier {
  /** Watches a message just sent: if its receiver has not seen it `afterMs` later, they get a notification. */
  watch(message: UnseenCandidate['message'], receiverId: number): void;
  start(): void;
  stop(): void;
}

/**
 * Messages sent through this instance wait (in sending order) until they are old enough to be
 * checked; the ones still unseen then become notifications, one batch at a time.
 */
export function createUnseenNotifier(db: Kysely<Database>, { afterMs, log }: { afterMs: number; log: FastifyBaseLogger }): UnseenNotifier {
  let waiting: Array<UnseenCandidate & { dueAt: number }> = [];
  let checking = false;
  let timer: NodeJS.Timeout | undefined;

  const check = () => {
    if (checking) return;
    const now = Date.now();
    const notDue = waiting.findIndex((candidate) => candidate.dueAt > now);
    const batch = notDue === -1 ? waiting : waiting.slice(0, notDue);
    if (batch.length === 0) return;
    waiting = notDue === -1 ? [] : waiting.slice(notDue);
    checking = true;
    notifyUnseenMessages(db, batch)
      .catch((error: unknown) => log.warn({ err: error }, 'Chat message notifications failed'))
      .finally(() => {
        checking = false;
      });
  };

  return {
    watch: (message, receiverId) => waiting.push({ message, receiverId, dueAt: Date.now() + afterMs }),
    start: () => {
      timer = setInterval(check, Math.min(afterMs, 1_000));
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}
