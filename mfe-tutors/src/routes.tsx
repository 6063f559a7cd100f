// The routes this remote owns (see REMOTE_ROUTES in contracts); the shell loads this module on demand.
import { ComingSoonPage, type RemoteRoutesModule } from '@tutorium/shared/federation';

export const routes: RemoteRoutesModule<'tutors'>['routes'] = {
  '/tutors': ComingSoonPage,
  '/tutors/:tutorId': ComingSoonPage,
  '/map-search': ComingSoonPage,
};
