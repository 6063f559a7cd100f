import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { insertMessages, type InsertedMessage, type NewMessage } from './chat.repository';

// Enough to share a round trip among every sender of a busy instance, small enough for one statement.
const MAX_BATCH = 500;

interface Pending {
  message: NewMessage & { clientId: string };
  resolve(result: InsertedMessage): void;
  reject(error: unknown): void;
}

/**
 * Writes messages in batches: the messages read in one turn of the event loop, and those that
 * arrive while a batch is being written, go together in one statement. A quiet instance writes
 * a lone message on the next turn; a busy one writes hundreds per commit instead of one. (With
 * the embedded PGlite, which runs in this thread, the turn matters most: without it each
 * message was read only after the previous one's write, one per batch.)
 */
export interface MessageWriter {
  write(message: NewMessage): Promise<InsertedMessage>;
}

export function createMessageWriter(db: Kysely<Database>): MessageWriter {
  let queue: Pending[] = [];
  let writing = false;

  async function writeBatch(batch: Pending[]): Promise<void> {
    try {
      const results = await insertMessages(db, batch.map((pending) => pending.message));
      batch.forEach((pending, index) => pending.resolve(results[index] ?? { outcome: 'no-conversation' }));
    } catch (error) {
      if (batch.length === 1) return batch[0]?.reject(error);
      // One message the database refuses must not fail the others: each is written on its own.
      for (const pending of batch) await writeBatch([pending]);
    }
  }

  async function drain(): Promise<void> {
    writing = true;
    // Let the frames already received on other sockets (the poll phase) join the batch first.
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(MAX_BATCH);
      await writeBatch(batch);
      await new Promise((resolve) => setImmediate(resolve));
    }
    writing = false;
  }

  return {
    write: (message) =>
      new Promise((resolve, reject) => {
        // Without an id of the client's, one of the server's: every message is matched by (sender, client_id).
        queue.push({ message: { ...message, clientId: message.clientId ?? `~${randomUUID()}` }, resolve, reject });
        if (!writing) void drain();
      }),
  };
}
