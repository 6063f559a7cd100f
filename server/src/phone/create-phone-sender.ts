import type { Kysely } from 'kysely';
import type { Config } from '../config/config';
import type { Database } from '../db/database.types';
import { OutboxPhoneSender } from './outbox.sender';
import type { PhoneCodeSender } from './phone-code-sender';
import { WhatsAppCloudSender } from './whatsapp-cloud.sender';

/** The WhatsApp Cloud API when its token, phone number id and template are set, else the outbox. */
export function createPhoneSender(config: Pick<Config, 'whatsapp'>, db: Kysely<Database>): PhoneCodeSender {
  return config.whatsapp ? new WhatsAppCloudSender(config.whatsapp) : new OutboxPhoneSender(db);
}
