import { sql, type Kysely, type Migration } from 'kysely';

// The canary check counts the views with an error per build by reading only the error rows: without
// this index it read every event of the build in the canary's window (about 99 % page views) to
// keep the 1 % that are load failures and render errors.
export const addClientEventsErrorsIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index client_events_errors_idx on client_events (remote, build, created_at) include (view_id, weight) where kind <> 'view'`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index client_events_errors_idx`.execute(db);
  },
};
