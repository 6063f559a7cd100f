import { sql, type Kysely, type Migration } from 'kysely';

// An error counts for the canary check only when its view was reported too: finding that view is
// one index lookup per view with an error, not a read of the build's events.
export const addClientEventsViewsIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index client_events_views_idx on client_events (remote, build, view_id) where kind = 'view'`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index client_events_views_idx`.execute(db);
  },
};
