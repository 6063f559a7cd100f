import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteLoader } from '@tutorium/shared/federation';
import { Link } from '@tutorium/shared/router';
import { NotificationBell } from '@tutorium/shared/notifications';
import { Skeleton } from '@tutorium/shared/ui';

// What shows a remote's widget comes with the panel: a page that has it already (the dashboard)
// does not get a second copy in the bell's chunk.
const RemoteWidget = lazy(() => import('../remote/remote-widget').then((module) => ({ default: module.RemoteWidget })));

/**
 * The header's bell, the shell's own: its count, socket and delivery acknowledgements need no
 * remote. Opened, it shows the chat remote's `notification-panel` widget: no chat code loads until
 * then (or until a pointer or the focus comes to the bell, which fetches that widget's code ahead).
 */
export function HeaderNotificationBell() {
  const { t } = useTranslation('shell');
  const loader = useRemoteLoader();
  return (
    <NotificationBell
      label={t('Notifications')}
      unreadLabel={(count) => t('Notifications, {{count}} unread', { count })}
      onIntent={() => loader.preload('chat', './widgets')}
      panel={(close) => {
        const waiting = <div aria-busy="true"><Skeleton height="2.5rem" /><Skeleton height="2.5rem" /></div>;
        return (
          <Suspense fallback={waiting}>
            <RemoteWidget
              remote="chat"
              name="notification-panel"
              onClose={close}
              fallback={waiting}
              // A chat build from before the panel existed: the bell still leads to the full list.
              whenMissing={<Link to="/notifications" onClick={close}>{t('View all')}</Link>}
            />
          </Suspense>
        );
      }}
    />
  );
}

// The header loads this module once someone is signed in, so the socket and the count stay out of
// the first bundle. No query client: the count is page state until a remote brings one.
export default HeaderNotificationBell;
