import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';

type Int8 = string | number;

export interface UnseenConversation {
  receiverId: number;
  email: string;
  conversationId: number;
  lastMessageId: number;
  unseen: number;
  senderName: string;
}

/**
 * Per (receiver, conversation), the messages sent between `since` and `dueBefore` the receiver has
 * not seen, when the receiver takes message mail and was not told of them yet (or was, more than
 * `mailedBefore` ago, of older ones).
 */
export async function findUnseenConversations(
  db: Kysely<Database>,
  { since, dueBefore, mailedBefore, limit }: { since: Date; dueBefore: Date; mailedBefore: Date; limit: number },
): Promise<UnseenConversation[]> {
  const { rows } = await sql<{ receiver_id: Int8; email: string; conversation_id: Int8; last_message_id: Int8; unseen: Int8; sender_name: string }>`
    with unseen as (
      select m.conversation_id,
        case when m.sender_id = c.student_id then c.tutor_id else c.student_id end as receiver_id,
        case when m.sender_id = c.student_id then c.student_id else c.tutor_id end as sender_id,
        max(m.id) as last_message_id, count(*) as unseen
      from messages m join conversations c on c.id = m.conversation_id
      where m.status <> 'seen' and m.created_at > ${since} and m.created_at <= ${dueBefore}
      group by 1, 2, 3
    )
    select u.receiver_id, receiver.email, u.conversation_id, u.last_message_id, u.unseen, sender.username as sender_name
    from unseen u
    join users receiver on receiver.id = u.receiver_id and not receiver.is_blocked
    join users sender on sender.id = u.sender_id
    left join mail_alert_settings s on s.user_id = u.receiver_id
    left join message_mails mm on mm.user_id = u.receiver_id and mm.conversation_id = u.conversation_id
    where coalesce(s.messages, true)
      and (mm.user_id is null or (mm.mailed_at <= ${mailedBefore} and mm.last_message_id < u.last_message_id))
    order by u.last_message_id
    limit ${limit}`.execute(db);
  return rows.map((row) => ({
    receiverId: toNumber(row.receiver_id),
    email: row.email,
    conversationId: toNumber(row.conversation_id),
    lastMessageId: toNumber(row.last_message_id),
    unseen: toNumber(row.unseen),
    senderName: row.sender_name,
  }));
}

/**
 * Claims the mail about a conversation for its receiver: true for exactly one caller, and only when
 * the last mail about it is older than `mailedBefore` and told of older messages. Every instance
 * runs the same statement, so the row lock decides.
 */
export async function claimMessageMail(
  db: Kysely<Database>,
  { userId, conversationId, lastMessageId, now, mailedBefore }: { userId: number; conversationId: number; lastMessageId: number; now: Date; mailedBefore: Date },
): Promise<boolean> {
  const { rows } = await sql`
    insert into message_mails (user_id, conversation_id, last_message_id, mailed_at)
    values (${userId}, ${conversationId}, ${lastMessageId}, ${now})
    on conflict (user_id, conversation_id) do update set last_message_id = excluded.last_message_id, mailed_at = excluded.mailed_at
      where message_mails.mailed_at <= ${mailedBefore} and message_mails.last_message_id < excluded.last_message_id
    returning user_id`.execute(db);
  return rows.length === 1;
}

export interface UnlockToMail {
  notificationId: number;
  userId: number;
  email: string;
  type: string;
  message: string;
  /** The job a job unlock is about. */
  jobId: number | undefined;
}

/** The unlock notifications recorded since `since` not yet mailed, to people who take unlock mail. */
export async function findUnlocksToMail(db: Kysely<Database>, { since, limit }: { since: Date; limit: number }): Promise<UnlockToMail[]> {
  const { rows } = await sql<{ id: Int8; user_id: Int8; email: string; type: string; message: string; job_id: string | null }>`
    select n.id, n.user_id, u.email, n.type, n.message, n.payload ->> 'job_id' as job_id
    from notifications n
    join users u on u.id = n.user_id and not u.is_blocked
    left join mail_alert_settings s on s.user_id = n.user_id
    where n.type in ('job-unlocked', 'contact-unlocked') and n.created_at > ${since}
      and coalesce(s.unlocks, true)
      and not exists (select from unlock_mails um where um.notification_id = n.id)
    order by n.id
    limit ${limit}`.execute(db);
  return rows.map((row) => ({ notificationId: toNumber(row.id), userId: toNumber(row.user_id), email: row.email, type: row.type, message: row.message, jobId: row.job_id && /^\d{1,15}$/.test(row.job_id) ? Number(row.job_id) : undefined }));
}

/** True for exactly one caller per notification. */
export async function claimUnlockMail(db: Kysely<Database>, notificationId: number): Promise<boolean> {
  const { rows } = await sql`insert into unlock_mails (notification_id) values (${notificationId}) on conflict do nothing returning notification_id`.execute(db);
  return rows.length === 1;
}

export interface DigestJob {
  id: number;
  title: string;
}

export interface TutorDigest {
  tutorId: number;
  email: string;
  jobs: DigestJob[];
}

/**
 * For each tutor who takes the digest and has none for `day` yet: the open jobs in a subject of
 * their active gigs posted since their last digest (or `firstSince` for a first one, never before
 * `oldest`), newest first.
 */
export async function findDigests(db: Kysely<Database>, { day, firstSince, oldest, now }: { day: string; firstSince: Date; oldest: Date; now: Date }): Promise<TutorDigest[]> {
  const { rows } = await sql<{ tutor_id: Int8; email: string; job_id: Int8; title: string }>`
    select distinct t.id as tutor_id, t.email, j.id as job_id, j.title
    from jobs j
    join tutor_subjects ts on ts.subject_id = any(j.subject_ids)
    join users t on t.id = ts.tutor_id and t.user_type = 'tutor' and not t.is_blocked
    left join mail_alert_settings s on s.user_id = t.id
    left join job_digests d on d.user_id = t.id
    where j.status = 'open' and j.created_at > ${oldest} and j.created_at <= ${now} and j.student_id <> t.id
      and coalesce(s.job_digest, true)
      and (d.user_id is null or d.day < ${day}::date)
      and j.created_at > coalesce(d.sent_at, ${firstSince})
    order by 1, 3 desc`.execute(db);
  const digests = new Map<number, TutorDigest>();
  for (const row of rows) {
    const tutorId = toNumber(row.tutor_id);
    const digest = digests.get(tutorId) ?? { tutorId, email: row.email, jobs: [] };
    digest.jobs.push({ id: toNumber(row.job_id), title: row.title });
    digests.set(tutorId, digest);
  }
  return [...digests.values()];
}

/** Claims a tutor's digest of `day`: true for exactly one caller per tutor and day. */
export async function claimDigest(db: Kysely<Database>, { userId, day, now }: { userId: number; day: string; now: Date }): Promise<boolean> {
  const { rows } = await sql`
    insert into job_digests (user_id, day, sent_at) values (${userId}, ${day}::date, ${now})
    on conflict (user_id) do update set day = excluded.day, sent_at = excluded.sent_at where job_digests.day < excluded.day
    returning user_id`.execute(db);
  return rows.length === 1;
}
