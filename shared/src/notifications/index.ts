// The user's notifications as server state: the unread count, marking read, and what the socket
// pushes, shared by the header's bell (the shell) and the chat remote's lists.
export {
  DROPDOWN_SIZE, getUnreadCount, markAllRead, notificationKeys, useLiveNotifications, useMarkAllRead, useUnreadCount,
} from './notifications.api';
export { NotificationBell, type NotificationBellProps } from './notification-bell';
