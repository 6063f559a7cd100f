import { sql, type Kysely, type Migration } from 'kysely';

// Which client (a keyed hash of its address, never the address) sent an event: a canary is rolled
// back only on errors from several clients, so one address cannot roll back a release with made-up
// reports. Rows from before have none and count for no client. The index of error events (0064)
// holds the key too, so the check still reads the index alone.
export const addClientEventsClientKey: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table client_events add column client_key text`.execute(db);
    await sql`drop index client_events_errors_idx`.execute(db);
    await sql`create index client_events_errors_idx on client_events (remote, build, created_at) include (view_id, weight, client_key) where kind <> 'view'`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index client_events_errors_idx`.execute(db);
    await sql`alter table client_events drop column client_key`.execute(db);
    await sql`create index client_events_errors_idx on client_events (remote, build, created_at) include (view_id, weight) where kind <> 'view'`.execute(db);
  },
};
