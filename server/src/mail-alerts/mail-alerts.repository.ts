import type { NotificationSettings } from '@tutorium/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';

export const DEFAULT_SETTINGS: NotificationSettings = { messages: true, unlocks: true, job_digest: true };

export async function findSettings(db: Kysely<Database>, userId: number): Promise<NotificationSettings> {
  const row = await db.selectFrom('mail_alert_settings').select(['messages', 'unlocks', 'job_digest']).where('user_id', '=', userId).executeTakeFirst();
  return row ?? DEFAULT_SETTINGS;
}

/**
 * Writes the given switches, the others keeping their value (on, for a first row). The row is
 * inserted from the user's own, so a user deleted meanwhile gets none (and no foreign-key error).
 */
export async function saveSettings(db: Kysely<Database>, userId: number, changes: Partial<NotificationSettings>): Promise<void> {
  const values = { ...DEFAULT_SETTINGS, ...changes };
  await db
    .insertInto('mail_alert_settings')
    .columns(['user_id', 'messages', 'unlocks', 'job_digest'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select((inner) => [inner.ref('id').as('user_id'), inner.val(values.messages).as('messages'), inner.val(values.unlocks).as('unlocks'), inner.val(values.job_digest).as('job_digest')])
        .where('id', '=', userId),
    )
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...changes, updated_at: new Date() }))
    .execute();
}
