// The widgets this remote gives the shell's pages (see REMOTE_WIDGETS in contracts).
import type { RemoteWidgetsModule } from '@tutorium/shared/federation';
import { withQueryClient } from '@tutorium/shared/query';
import { NotificationBell } from './features/notifications/notification-bell';
import { NotificationPanel } from './features/notifications/notification-panel';
import './register-namespace';

export const widgets: RemoteWidgetsModule<'chat'>['widgets'] = {
  'notification-bell': withQueryClient(NotificationBell),
  'notification-panel': withQueryClient(NotificationPanel),
};
