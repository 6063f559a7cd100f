import { sql, type Kysely, type Migration } from 'kysely';

// Running the marketplace: the append-only audit log of administrator actions, tutors'
// verification requests, reports of unlocks (and their refunds), rejected subjects, removed jobs,
// and a note on ledger rows (a refund's reason).
export const createAdministration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table admin_audit (
      id bigint generated always as identity primary key,
      actor_id bigint references users (id),
      actor text not null,
      action text not null,
      target_type text not null,
      target_id bigint not null,
      reason text,
      changes jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now()
    )`.execute(db);
    await sql`create index admin_audit_actor_idx on admin_audit (actor, id desc)`.execute(db);
    await sql`create index admin_audit_action_idx on admin_audit (action, id desc)`.execute(db);
    // Append-only: nothing, not even a mistaken query of ours, rewrites or erases what was done.
    await sql`create function admin_audit_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'admin_audit is append-only';
      end $$`.execute(db);
    await sql`create trigger admin_audit_append_only before update or delete on admin_audit
      for each row execute function admin_audit_append_only()`.execute(db);

    await sql`create table verification_requests (
      id bigint generated always as identity primary key,
      tutor_id bigint not null references users (id) on delete cascade,
      education text not null,
      experience text not null,
      document_file text not null,
      document_type text not null,
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
      reason text,
      decided_by bigint references users (id),
      decided_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
    // One request waits per tutor at a time.
    await sql`create unique index verification_requests_pending_key on verification_requests (tutor_id) where status = 'pending'`.execute(db);
    await sql`create index verification_requests_status_idx on verification_requests (status, id)`.execute(db);
    await sql`create index verification_requests_tutor_idx on verification_requests (tutor_id, id desc)`.execute(db);

    await sql`create table reports (
      id bigint generated always as identity primary key,
      reporter_id bigint not null references users (id) on delete cascade,
      kind text not null check (kind in ('job', 'tutor')),
      job_id bigint references jobs (id) on delete cascade,
      tutor_id bigint references users (id) on delete cascade,
      reason text not null,
      details text not null default '',
      unlock_points integer not null check (unlock_points >= 0),
      status text not null default 'open' check (status in ('open', 'refunded', 'dismissed')),
      refunded_points integer not null default 0 check (refunded_points >= 0),
      resolution text,
      resolved_by bigint references users (id),
      resolved_at timestamptz,
      created_at timestamptz not null default now(),
      check ((kind = 'job') = (job_id is not null) and (kind = 'tutor') = (tutor_id is not null))
    )`.execute(db);
    // One report per unlock: a reporter reports a job, or a tutor, once.
    await sql`create unique index reports_job_key on reports (reporter_id, job_id) where kind = 'job'`.execute(db);
    await sql`create unique index reports_tutor_key on reports (reporter_id, tutor_id) where kind = 'tutor'`.execute(db);
    await sql`create index reports_status_idx on reports (status, id)`.execute(db);
    await sql`create index reports_job_idx on reports (job_id) where job_id is not null`.execute(db);
    await sql`create index reports_tutor_idx on reports (tutor_id) where tutor_id is not null`.execute(db);

    await sql`alter table subjects add column rejected_at timestamptz, add column rejection_reason text`.execute(db);
    await sql`alter table jobs add column removed_at timestamptz, add column removal_reason text`.execute(db);
    await sql`alter table points_ledger add column note text`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table points_ledger drop column note`.execute(db);
    await sql`alter table jobs drop column removed_at, drop column removal_reason`.execute(db);
    await sql`alter table subjects drop column rejected_at, drop column rejection_reason`.execute(db);
    await sql`drop table reports`.execute(db);
    await sql`drop table verification_requests`.execute(db);
    await sql`drop table admin_audit`.execute(db);
    await sql`drop function admin_audit_append_only()`.execute(db);
  },
};
