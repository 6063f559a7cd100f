import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/database.types';
import type { MailOutboxTable } from '../db/tables/outbox.table';
import { toNumber } from '../db/int8';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  createdAt: Date;
}

// Addresses are compared case-insensitively everywhere, so they are stored folded.
export function normaliseAddress(address: string): string {
  return address.trim().toLowerCase();
}

function toOutboxMail(row: Selectable<MailOutboxTable>): OutboxMail {
  return { id: toNumber(row.id), to: row.to_email, subject: row.subject, body: row.body, createdAt: row.created_at };
}

export async function insertOutboxMail(
  db: Kysely<Database>,
  mail: { to: string; subject: string; body: string },
): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({ to_email: normaliseAddress(mail.to), subject: mail.subject, body: mail.body })
    .execute();
}

/** The newest mails to one address first; ties (same transaction) by insertion order. */
export async function findOutboxMailsTo(db: Kysely<Database>, to: string, limit: number): Promise<OutboxMail[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_email', '=', normaliseAddress(to))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toOutboxMail);
}

export async function countOutboxMailsTo(db: Kysely<Database>, to: string): Promise<number> {
  const { count } = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('to_email', '=', normaliseAddress(to))
    .executeTakeFirstOrThrow();
  return toNumber(count);
}

export async function deleteOutboxMailsOlderThan(db: Kysely<Database>, seconds: number): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
