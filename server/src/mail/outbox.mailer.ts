import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import type { Mailer, MailMessage } from './mailer';
import { insertOutboxMail } from './outbox.repository';

/**
 * The embedded default: mail is recorded in the database instead of being delivered, and
 * developers (and browser tests) read it at GET /api/dev/outbox. Pass a transaction as `db` to
 * record a mail atomically with the change that caused it.
 */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: Kysely<Database>) {}

  async send({ to, subject, text }: MailMessage): Promise<void> {
    await insertOutboxMail(this.db, { to, subject, body: text });
  }
}
