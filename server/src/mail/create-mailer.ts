import type { Kysely } from 'kysely';
import type { Config } from '../config/config';
import type { Database } from '../db/database.types';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox.mailer';
import { SmtpMailer } from './smtp.mailer';

/** SMTP when SMTP_URL is set, otherwise the database outbox. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, db: Kysely<Database>): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(db);
}
