// The routes this remote owns (see REMOTE_ROUTES in contracts); the shell loads this module on demand.
import { ComingSoonPage, type RemoteRoutesModule } from '@tutorium/shared/federation';

export const routes: RemoteRoutesModule<'auth'>['routes'] = {
  '/login': ComingSoonPage,
  '/signup': ComingSoonPage,
  '/verify-email/:uid/:token': ComingSoonPage,
  '/forgot-password': ComingSoonPage,
  '/reset-password/:uid/:token': ComingSoonPage,
  '/profile': ComingSoonPage,
};
