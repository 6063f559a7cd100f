import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config/config';
import type { Database } from '../db/database.types';
import type { Mailer, MailMessage } from '../mail/mailer';
import { authErrors } from './auth-errors';
import { deriveKey } from './secret-keys';

/** What the account services need, built once per app. */
export interface AccountsDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  config: Config;
  /** HMAC key of stored one-time codes. */
  otpKey: Buffer;
  /** HMAC key of known-device cookies. */
  deviceKey: Buffer;
  /** For failures the client only sees as a generic reply (a mail server down). */
  log: FastifyBaseLogger;
}

export function createAccountsDeps(
  deps: Pick<AccountsDeps, 'config' | 'db' | 'mailer' | 'log'>,
): AccountsDeps {
  return { ...deps, otpKey: deriveKey(deps.config.jwtSecret, 'otp'), deviceKey: deriveKey(deps.config.jwtSecret, 'device') };
}

/** Sends a mail; a failure is logged and becomes a 502 the client can retry. */
export async function sendMail(deps: Pick<AccountsDeps, 'mailer' | 'log'>, message: MailMessage): Promise<void> {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    deps.log.error({ err: error, subject: message.subject }, 'Sending an e-mail failed');
    throw authErrors.emailDeliveryFailed();
  }
}
