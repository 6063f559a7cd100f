import type { UserNotification } from '@tutorium/shared/contracts';
import type { NotificationRecord } from './notifications.repository';

/** Spec section 3 "Notification": what the bell and /notifications show, never the owner's id. */
export const toNotificationReply = (record: NotificationRecord): UserNotification => ({
  id: record.id,
  message: record.message,
  is_read: record.isRead,
  created_at: record.createdAt.toISOString(),
  type: record.type,
  payload: record.payload,
});
