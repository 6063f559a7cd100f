import type { ColumnType, GeneratedAlways } from 'kysely';

/**
 * A Postgres int8 (bigint, count(*)). node-postgres returns it as a string, PGlite as a number,
 * so repositories must convert it (toNumber) before it leaves the data layer.
 */
export type Int8 = ColumnType<string | number, number | bigint, number | bigint>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface MailOutboxTable {
  // An identity int8: read like Int8, never written.
  id: GeneratedAlways<string | number>;
  to_email: string;
  subject: string;
  body: string;
  created_at: Timestamp;
}

/** Every table the server owns, as Kysely sees it. Add a table here with its migration. */
export interface Database {
  mail_outbox: MailOutboxTable;
}
