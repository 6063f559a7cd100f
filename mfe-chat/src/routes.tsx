// The routes this remote owns (see REMOTE_ROUTES in contracts); the shell loads this module on demand.
import { lazy } from 'react';
import type { RemoteRoutesModule } from '@tutorium/shared/federation';
import { withQueryClient } from '@tutorium/shared/query';
import './register-namespace';

const MessagesPage = lazy(() => import('./features/messages/messages-page'));
const NotificationsPage = withQueryClient(lazy(() => import('./features/notifications/notifications-page')));

export const routes: RemoteRoutesModule<'chat'>['routes'] = {
  '/messages': MessagesPage,
  '/notifications': NotificationsPage,
};
