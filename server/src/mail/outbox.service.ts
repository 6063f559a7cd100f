import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { countOutboxMailsTo, findOutboxMailsTo, insertOutboxMail, type OutboxMail } from './outbox.repository';

/** The dev outbox shows one page: enough for a developer or a browser test to find the last code. */
export const OUTBOX_PAGE_SIZE = 50;

export async function listOutbox(db: Kysely<Database>, to: string): Promise<{ count: number; mails: OutboxMail[] }> {
  const [count, mails] = await Promise.all([countOutboxMailsTo(db, to), findOutboxMailsTo(db, to, OUTBOX_PAGE_SIZE)]);
  return { count, mails };
}

/** Keeps a message in the outbox instead of sending it (development, or a channel that is off). */
export const recordInOutbox = insertOutboxMail;
