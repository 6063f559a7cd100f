import { z } from 'zod';
import { MAIL_ALERT_KINDS } from '../contracts/mail-alerts';
import { body } from './fields';

export const notificationSettingsSchema = z.object({
  messages: z.boolean(),
  unlocks: z.boolean(),
  job_digest: z.boolean(),
});

export const notificationSettingsPatchSchema = body({
  messages: z.boolean().optional(),
  unlocks: z.boolean().optional(),
  job_digest: z.boolean().optional(),
});

// Long enough for any token this server signs; anything else is refused before it is checked.
const token = z.string({ error: 'This field is required.' }).trim().min(1, 'This field is required.').max(500, 'Invalid unsubscribe link.');

export const unsubscribeBodySchema = body({ token });
export const unsubscribeQuerySchema = z.object({ token: token.optional() });
export const unsubscribeReplySchema = z.object({ kind: z.enum(MAIL_ALERT_KINDS) });
