// The routes this remote owns (see REMOTE_ROUTES in contracts); the shell loads this module on demand.
import { ComingSoonPage, type RemoteRoutesModule } from '@tutorium/shared/federation';

export const routes: RemoteRoutesModule<'jobs'>['routes'] = {
  '/jobs': ComingSoonPage,
  '/jobs/:id': ComingSoonPage,
  '/job-map': ComingSoonPage,
};
