import { UNSUBSCRIBE_PAGE, type MailAlertKind, type NotificationSettings, type NotificationSettingsPatch } from '@tutorium/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import type { Mailer, MailMessage } from '../mail/mailer';
import { claimDigest, claimMessageMail, claimUnlockMail, findDigests, findUnlocksToMail, findUnseenConversations } from './alert-mails.repository';
import { alertMail, digestLines, messageLines, unlockLines, type AlertLinks } from './alert-texts';
import { mailAlertErrors } from './mail-alerts.errors';
import { findSettings, saveSettings } from './mail-alerts.repository';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** A message still unseen this long after it was sent is mailed (MESSAGE_MAIL_DELAY_MINUTES). */
export const DEFAULT_MESSAGE_MAIL_DELAY_MS = 15 * MINUTE_MS;
/** At most one mail per conversation and receiver in this time. */
export const MESSAGE_MAIL_GAP_MS = HOUR_MS;
/** Older unseen messages are left to the in-app notifications: a restart after a long stop does not mail the past. */
const MESSAGE_LOOKBACK_MS = 24 * HOUR_MS;
/** Unlocks are mailed within a minute or two; an hour covers any stop or restart in between. */
const UNLOCK_LOOKBACK_MS = HOUR_MS;
/** A digest lists the jobs since the tutor's last one (a first one, the last day's), a week at most. */
const FIRST_DIGEST_WINDOW_MS = 24 * HOUR_MS;
const DIGEST_WINDOW_MS = 7 * FIRST_DIGEST_WINDOW_MS;
/** Mails claimed per run, so one run stays short; the next run takes the rest. */
const BATCH = 500;

export interface AlertMailing {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  jwtSecret: string;
  /** Told of a mail that failed after it was claimed (it is not retried: never twice rather than late). */
  onSendError?: (error: unknown) => void;
}

const SETTING_OF: Record<MailAlertKind, keyof NotificationSettings> = { messages: 'messages', unlocks: 'unlocks', 'job-digest': 'job_digest' };

function linksFor({ publicUrl, jwtSecret }: AlertMailing, userId: number, kind: MailAlertKind): AlertLinks {
  const token = encodeURIComponent(signUnsubscribeToken(jwtSecret, { userId, kind }));
  return { publicUrl, unsubscribePage: `${publicUrl}${UNSUBSCRIBE_PAGE}?token=${token}`, oneClick: `${publicUrl}/api/unsubscribe/?token=${token}` };
}

async function send(mailing: AlertMailing, message: MailMessage): Promise<boolean> {
  try {
    await mailing.mailer.send(message);
    return true;
  } catch (error) {
    mailing.onSendError?.(error);
    return false;
  }
}

/** Mails each receiver about the conversations where a message has waited unseen `delayMs`; how many mails went. */
export async function mailUnseenMessages(mailing: AlertMailing, { now = new Date(), delayMs = DEFAULT_MESSAGE_MAIL_DELAY_MS } = {}): Promise<number> {
  const mailedBefore = new Date(now.getTime() - MESSAGE_MAIL_GAP_MS);
  const due = await findUnseenConversations(mailing.db, {
    since: new Date(now.getTime() - MESSAGE_LOOKBACK_MS),
    dueBefore: new Date(now.getTime() - delayMs),
    mailedBefore,
    limit: BATCH,
  });
  let sent = 0;
  for (const conversation of due) {
    const claim = { userId: conversation.receiverId, conversationId: conversation.conversationId, lastMessageId: conversation.lastMessageId, now, mailedBefore };
    if (!(await claimMessageMail(mailing.db, claim))) continue;
    const { subject, lines } = messageLines(mailing.publicUrl, conversation.senderName, conversation.unseen);
    if (await send(mailing, alertMail(conversation.email, 'messages', linksFor(mailing, conversation.receiverId, 'messages'), subject, lines))) sent += 1;
  }
  return sent;
}

/** Mails the owners of jobs and contacts unlocked lately (each unlock once); how many mails went. */
export async function mailUnlocks(mailing: AlertMailing, { now = new Date() } = {}): Promise<number> {
  const unlocks = await findUnlocksToMail(mailing.db, { since: new Date(now.getTime() - UNLOCK_LOOKBACK_MS), limit: BATCH });
  let sent = 0;
  for (const unlock of unlocks) {
    if (!(await claimUnlockMail(mailing.db, unlock.notificationId))) continue;
    const { subject, lines } = unlockLines(mailing.publicUrl, unlock);
    if (await send(mailing, alertMail(unlock.email, 'unlocks', linksFor(mailing, unlock.userId, 'unlocks'), subject, lines))) sent += 1;
  }
  return sent;
}

/** Sends each tutor, once per (UTC) day, the new open jobs in their gigs' subjects, when there are some; how many went. */
export async function mailJobDigests(mailing: AlertMailing, { now = new Date() } = {}): Promise<number> {
  const day = now.toISOString().slice(0, 10);
  const before = (ms: number) => new Date(now.getTime() - ms);
  const digests = await findDigests(mailing.db, { day, firstSince: before(FIRST_DIGEST_WINDOW_MS), oldest: before(DIGEST_WINDOW_MS), now });
  let sent = 0;
  for (const digest of digests) {
    if (!(await claimDigest(mailing.db, { userId: digest.tutorId, day, now }))) continue;
    const { subject, lines } = digestLines(mailing.publicUrl, digest.jobs);
    if (await send(mailing, alertMail(digest.email, 'job-digest', linksFor(mailing, digest.tutorId, 'job-digest'), subject, lines))) sent += 1;
  }
  return sent;
}

export const notificationSettings = (db: Kysely<Database>, userId: number): Promise<NotificationSettings> => findSettings(db, userId);

export async function changeNotificationSettings(db: Kysely<Database>, userId: number, patch: NotificationSettingsPatch): Promise<NotificationSettings> {
  await saveSettings(db, userId, patch);
  return findSettings(db, userId);
}

/** Turns off the kind of mail a signed link names; 400 for any link this server did not sign. */
export async function unsubscribe(db: Kysely<Database>, jwtSecret: string, token: string): Promise<MailAlertKind> {
  const claim = verifyUnsubscribeToken(jwtSecret, token);
  if (!claim) throw mailAlertErrors.invalidUnsubscribeLink();
  await saveSettings(db, claim.userId, { [SETTING_OF[claim.kind]]: false });
  return claim.kind;
}
