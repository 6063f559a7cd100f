import { sql, type Kysely, type Migration } from 'kysely';

// E-mail alerts: each person's switches (no row: all on), and what was mailed, so that every
// instance, and one restarted, claims a mail in the database before sending it and none is sent twice.
export const createMailAlerts: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table mail_alert_settings (
      user_id bigint primary key references users (id) on delete cascade,
      messages boolean not null default true,
      unlocks boolean not null default true,
      job_digest boolean not null default true,
      updated_at timestamptz not null default now()
    )`.execute(db);
    // One row per (receiver, conversation): the last mail's time and the newest message it told of.
    await sql`create table message_mails (
      user_id bigint not null references users (id) on delete cascade,
      conversation_id bigint not null references conversations (id) on delete cascade,
      last_message_id bigint not null,
      mailed_at timestamptz not null,
      primary key (user_id, conversation_id)
    )`.execute(db);
    // The unlock notifications already mailed.
    await sql`create table unlock_mails (
      notification_id bigint primary key references notifications (id) on delete cascade,
      mailed_at timestamptz not null default now()
    )`.execute(db);
    // A tutor's last digest: its day (UTC) claims it, its time starts the next one's window.
    await sql`create table job_digests (
      user_id bigint primary key references users (id) on delete cascade,
      day date not null,
      sent_at timestamptz not null
    )`.execute(db);
    // The minute scan reads only the recent unlocks, not the whole notification history.
    await sql`create index notifications_unlocks_idx on notifications (created_at)
      where type in ('job-unlocked', 'contact-unlocked')`.execute(db);
    // ... and only recent unseen messages.
    await sql`create index messages_unseen_time_idx on messages (created_at) where status <> 'seen'`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index messages_unseen_time_idx`.execute(db);
    await sql`drop index notifications_unlocks_idx`.execute(db);
    await sql`drop table job_digests, unlock_mails, message_mails, mail_alert_settings`.execute(db);
  },
};
