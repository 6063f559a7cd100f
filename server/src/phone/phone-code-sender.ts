import type { Kysely } from 'kysely';
import type { Config } from '../config/config';
import type { Database } from '../db/database.types';
import { insertOutboxMail } from '../mail/outbox.repository';
import { WhatsAppCloudSender } from './whatsapp-cloud.sender';

/** How a text reaches a phone; services depend on this, never on a transport. */
export interface PhoneMessageSender {
  send(phoneNumber: string, text: string): Promise<void>;
}

/**
 * The embedded default: the message is recorded in the mail outbox, addressed to the number,
 * where developers and browser tests read it (GET /api/dev/outbox?to=+8801...).
 */
export class OutboxPhoneSender implements PhoneMessageSender {
  constructor(private readonly db: Kysely<Database>) {}

  async send(phoneNumber: string, text: string): Promise<void> {
    await insertOutboxMail(this.db, { to: phoneNumber, subject: 'WhatsApp message', body: text });
  }
}

/** The WhatsApp Cloud API when WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set, else the outbox. */
export function createPhoneSender(config: Pick<Config, 'whatsapp'>, db: Kysely<Database>): PhoneMessageSender {
  return config.whatsapp ? new WhatsAppCloudSender(config.whatsapp) : new OutboxPhoneSender(db);
}
