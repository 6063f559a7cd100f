import { NotificationBell as Bell } from '@tutorium/shared/notifications';
import { useChatT } from '../../common/chat-t';
import { NotificationPanel } from './notification-panel';

/**
 * The whole bell as a widget (`notification-bell`), for shells built before the bell moved into
 * the shell, which now shows only the `notification-panel` widget once opened.
 */
export function NotificationBell() {
  const t = useChatT();
  return (
    <Bell
      label={t('Notifications')}
      unreadLabel={(count) => t('Notifications, {{count}} unread', { count })}
      panel={(close) => <NotificationPanel onClose={close} />}
    />
  );
}
