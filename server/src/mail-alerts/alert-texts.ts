import type { MailAlertKind } from '@tutorium/shared/contracts';
import type { MailMessage } from '../mail/mailer';
import type { DigestJob } from './alert-mails.repository';

/** The links a mail needs: the site, and the unsubscribe URLs of its kind for its receiver. */
export interface AlertLinks {
  publicUrl: string;
  /** The page the mail's text links to. */
  unsubscribePage: string;
  /** The API endpoint a mail client posts to (RFC 8058). */
  oneClick: string;
}

const WHAT: Record<MailAlertKind, string> = {
  messages: 'e-mails about new messages',
  unlocks: 'e-mails about unlocks',
  'job-digest': 'the daily digest of new jobs',
};

/** A plain-text alert with its unsubscribe line and headers. */
export function alertMail(to: string, kind: MailAlertKind, links: AlertLinks, subject: string, lines: string[]): MailMessage {
  const text = [...lines, '', `To stop ${WHAT[kind]}: ${links.unsubscribePage}`, ''].join('\n');
  return {
    to,
    subject,
    text,
    headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export function messageLines(publicUrl: string, senderName: string, unseen: number): { subject: string; lines: string[] } {
  const count = unseen === 1 ? 'a new message' : `${unseen} new messages`;
  return { subject: `New message from ${senderName}`, lines: [`${senderName} sent you ${count} on Tutorium.`, '', `Read and reply: ${publicUrl}/messages`] };
}

export function unlockLines(publicUrl: string, { type, message, jobId }: { type: string; message: string; jobId: number | undefined }): { subject: string; lines: string[] } {
  // The notification's own sentence says who unlocked what; the link is where to follow it up.
  const link = type === 'job-unlocked' ? `${publicUrl}/jobs/${jobId ?? ''}` : `${publicUrl}/messages`;
  return { subject: type === 'job-unlocked' ? 'A tutor unlocked your job' : 'A student unlocked your contact', lines: [`${message}.`, '', `See it on Tutorium: ${link}`] };
}

/** The digest lists this many jobs at most, then how many more there are. */
export const DIGEST_JOBS_LISTED = 20;

export function digestLines(publicUrl: string, jobs: readonly DigestJob[]): { subject: string; lines: string[] } {
  const listed = jobs.slice(0, DIGEST_JOBS_LISTED).map((job) => `- ${job.title}: ${publicUrl}/jobs/${job.id}`);
  const more = jobs.length > DIGEST_JOBS_LISTED ? [`... and ${jobs.length - DIGEST_JOBS_LISTED} more: ${publicUrl}/jobs`] : [];
  const subject = jobs.length === 1 ? '1 new job matches your gigs' : `${jobs.length} new jobs match your gigs`;
  return { subject, lines: ['New jobs posted in the subjects of your gigs:', '', ...listed, ...more] };
}
