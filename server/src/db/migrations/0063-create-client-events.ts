import { sql, type Kysely, type Migration } from 'kysely';

// Browsers' health reports per remote and build (views, load failures, render errors), counted to
// compare a canary release with the active build; kept two weeks (cleanup). `weight` is how many
// events one row stands for when the instance was sampling under load.
// A canary's automatic rollback is one row per (remote, release): the first instance to insert it
// rolls the canary back, every instance stops serving it.
export const createClientEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table client_events (
      id bigint generated always as identity primary key,
      remote text not null,
      build text not null,
      kind text not null check (kind in ('view', 'load-failure', 'render-error')),
      view_id text not null,
      message text,
      component_stack text,
      lcp_ms integer,
      weight integer not null default 1 check (weight >= 1),
      created_at timestamptz not null default now()
    )`.execute(db);
    await sql`create index client_events_build_time_idx on client_events (remote, build, created_at)`.execute(db);
    await sql`create index client_events_time_idx on client_events (created_at)`.execute(db);
    await sql`create table canary_rollbacks (
      remote text not null,
      release_id text not null,
      reason text not null,
      views integer not null,
      error_views integer not null,
      created_at timestamptz not null default now(),
      primary key (remote, release_id)
    )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table canary_rollbacks`.execute(db);
    await sql`drop table client_events`.execute(db);
  },
};
