import type { Kysely } from 'kysely';
import { phoneCodeText } from '../auth/account-mails';
import type { Config } from '../config/config';
import type { Database } from '../db/database.types';
import { recordInOutbox } from '../mail/outbox.service';
import { WhatsAppCloudSender } from './whatsapp-cloud.sender';

/** How a verification code reaches a phone; services depend on this, never on a transport. */
export interface PhoneCodeSender {
  sendCode(phoneNumber: string, code: string): Promise<void>;
}

/**
 * The embedded default: the message is recorded in the mail outbox, addressed to the number,
 * where developers and browser tests read it (GET /api/dev/outbox?to=+8801...).
 */
export class OutboxPhoneSender implements PhoneCodeSender {
  constructor(private readonly db: Kysely<Database>) {}

  async sendCode(phoneNumber: string, code: string): Promise<void> {
    await recordInOutbox(this.db, { to: phoneNumber, subject: 'WhatsApp message', body: phoneCodeText(code) });
  }
}

/** The WhatsApp Cloud API when its token, phone number id and template are set, else the outbox. */
export function createPhoneSender(config: Pick<Config, 'whatsapp'>, db: Kysely<Database>): PhoneCodeSender {
  return config.whatsapp ? new WhatsAppCloudSender(config.whatsapp) : new OutboxPhoneSender(db);
}
