import type { UserNotification } from '@tutorium/shared/contracts';
import type { TFunction } from 'i18next';

const textIn = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const idIn = (value: unknown): number | undefined => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined);

/**
 * A notification in the reader's language, built from its type and payload (the server stores
 * the English sentence too); the stored sentence when the payload lacks what the sentence needs
 * (an unknown type, or a row written before the payload carried it).
 */
export function notificationText(t: TFunction<'chat'>, notification: UserNotification): string {
  const { payload, message } = notification;
  const title = textIn(payload.title);
  switch (notification.type) {
    case 'job-posted':
      return title ? t('New job matching your gigs: {{title}}', { title }) : message;
    case 'job-unlocked':
      return title ? t('A tutor unlocked your job: {{title}}', { title }) : message;
    case 'gig-approved':
      return title ? t('Your gig was approved: {{title}}', { title }) : message;
    case 'chat-message': {
      const username = textIn(payload.username);
      return username ? t('New message from {{username}}', { username }) : message;
    }
    case 'payment-credited': {
      const points = idIn(payload.points);
      if (points) return t('{{points}} points were added to your balance.', { points });
      return textIn(payload.premium_expires) ? t('Payment received: you are a Premium User!') : message;
    }
    default:
      return message;
  }
}

/** The page a notification is about, when there is one. */
export function notificationLink(notification: UserNotification): string | undefined {
  const { payload } = notification;
  switch (notification.type) {
    case 'job-posted':
    case 'job-unlocked': {
      const jobId = idIn(payload.job_id);
      return jobId ? `/jobs/${jobId}` : undefined;
    }
    case 'gig-approved': {
      const gigId = idIn(payload.gig_id);
      return gigId ? `/gigs/${gigId}` : undefined;
    }
    case 'chat-message':
      return '/messages';
    case 'payment-credited':
      return textIn(payload.premium_expires) ? '/buy-premium' : '/buy-points';
    default:
      return undefined;
  }
}
