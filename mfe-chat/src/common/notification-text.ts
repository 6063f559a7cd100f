import { JOB_APPLICANTS_ANCHOR, NOTIFICATION_TYPES, type ReceivedNotification, type UserNotification } from '@tutorium/shared/contracts';
import type { TFunction } from 'i18next';

const textIn = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const idIn = (value: unknown): number | undefined => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined);

/** A kind this build knows (a newer server may record others): its payload fields are the contract's. */
const isKnown = (notification: UserNotification): notification is ReceivedNotification =>
  (NOTIFICATION_TYPES as readonly string[]).includes(notification.type);

// Every kind of the contract is handled: a new kind fails the type check where this is called.
const handledEvery = <T>(_kind: never, fallback: T): T => fallback;

/**
 * A notification in the reader's language, built from its type and payload (the server stores
 * the English sentence too); the stored sentence when the payload lacks what the sentence needs
 * (an unknown type, or a row written before the payload carried it).
 */
export function notificationText(t: TFunction<'chat'>, notification: UserNotification): string {
  const { message } = notification;
  if (!isKnown(notification)) return message;
  switch (notification.type) {
    case 'job-posted': {
      const title = textIn(notification.payload.title);
      return title ? t('New job matching your gigs: {{title}}', { title }) : message;
    }
    case 'job-unlocked': {
      const title = textIn(notification.payload.title);
      return title ? t('A tutor unlocked your job: {{title}}', { title }) : message;
    }
    case 'gig-approved': {
      const title = textIn(notification.payload.title);
      return title ? t('Your gig was approved: {{title}}', { title }) : message;
    }
    case 'chat-message': {
      const username = textIn(notification.payload.username);
      return username ? t('New message from {{username}}', { username }) : message;
    }
    case 'contact-unlocked': {
      const username = textIn(notification.payload.username);
      return username ? t('{{username}} unlocked your contact', { username }) : message;
    }
    case 'review-received': {
      const username = textIn(notification.payload.username);
      const rating = idIn(notification.payload.rating);
      return username && rating ? t('{{username}} reviewed you: {{rating}} of 5', { username, rating }) : message;
    }
    case 'payment-credited': {
      const points = idIn(notification.payload.points);
      if (points) return t('{{points}} points were added to your balance.', { points });
      return textIn(notification.payload.premium_expires) ? t('Payment received: you are a Premium User!') : message;
    }
    case 'subject-rejected': {
      const name = textIn(notification.payload.name);
      const reason = textIn(notification.payload.reason);
      return name && reason ? t('The subject "{{name}}" was not approved: {{reason}}', { name, reason }) : message;
    }
    case 'verification-decided': {
      const reason = textIn(notification.payload.reason) ?? '';
      switch (notification.payload.status) {
        case 'approved':
          return t('You are now a Verified Teacher.');
        case 'rejected':
          return t('Your verification request was not approved: {{reason}}', { reason });
        case 'revoked':
          return t('Your Verified Teacher badge was removed: {{reason}}', { reason });
        default:
          return message;
      }
    }
    case 'report-resolved': {
      const points = typeof notification.payload.points === 'number' ? notification.payload.points : 0;
      const reason = textIn(notification.payload.reason) ?? '';
      if (notification.payload.status === 'refunded') return t('Your report was upheld: {{points}} points were refunded. {{reason}}', { points, reason });
      if (notification.payload.status === 'dismissed') return t('Your report was dismissed: {{reason}}', { reason });
      return message;
    }
    case 'job-removed': {
      const title = textIn(notification.payload.title);
      const points = typeof notification.payload.points === 'number' ? notification.payload.points : 0;
      return title ? t('A job you unlocked was removed as fake: {{title}}. {{points}} points were refunded.', { title, points }) : message;
    }
    default:
      return handledEvery(notification, message);
  }
}

/** The page a notification is about, when there is one. */
export function notificationLink(notification: UserNotification): string | undefined {
  if (!isKnown(notification)) return undefined;
  switch (notification.type) {
    case 'job-posted': {
      const jobId = idIn(notification.payload.job_id);
      return jobId ? `/jobs/${jobId}` : undefined;
    }
    case 'job-unlocked': {
      // The job's owner is told: straight to the new applicant.
      const jobId = idIn(notification.payload.job_id);
      return jobId ? `/jobs/${jobId}#${JOB_APPLICANTS_ANCHOR}` : undefined;
    }
    case 'gig-approved': {
      const gigId = idIn(notification.payload.gig_id);
      return gigId ? `/gigs/${gigId}` : undefined;
    }
    case 'chat-message':
    case 'contact-unlocked':
      // The unlock lets the two message each other.
      return '/messages';
    case 'review-received': {
      const tutorId = idIn(notification.payload.tutor_id);
      return tutorId ? `/tutors/${tutorId}` : undefined;
    }
    case 'payment-credited':
      return textIn(notification.payload.premium_expires) ? '/buy-premium' : '/buy-points';
    case 'subject-rejected':
      return '/dashboard';
    case 'verification-decided':
      return '/profile';
    case 'report-resolved':
      // The refund shows in the points history.
      return notification.payload.status === 'refunded' ? '/buy-points' : undefined;
    case 'job-removed':
      return '/buy-points';
    default:
      return handledEvery(notification, undefined);
  }
}
