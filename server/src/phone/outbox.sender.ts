import type { Kysely } from 'kysely';
import { phoneCodeText } from '../auth/account-mails';
import type { Database } from '../db/database.types';
import { recordInOutbox } from '../mail/outbox.service';
import type { PhoneCodeSender } from './phone-code-sender';

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
