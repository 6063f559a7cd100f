import { sql, type Kysely, type Migration } from 'kysely';

// Which client (a keyed hash of its address, never the address) sent an event: a canary is rolled
// back only on errors from several clients, so one address cannot roll back a release with made-up
// reports. Rows from before have none and count for no client.
export const addClientEventsClientKey: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table client_events add column client_key text`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table client_events drop column client_key`.execute(db);
  },
};
