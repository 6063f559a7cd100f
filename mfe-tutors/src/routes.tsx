// The routes this remote owns (see REMOTE_ROUTES in contracts); the shell loads this module on demand.
import { lazy } from 'react';
import type { RemoteRoutesModule } from '@tutorium/shared/federation';
import { withQueryClient } from '@tutorium/shared/query';
import './register-namespace';

const TutorListPage = withQueryClient(lazy(() => import('./features/tutor-list/tutor-list-page')));
const TutorProfilePage = withQueryClient(lazy(() => import('./features/tutor-profile/tutor-profile-page')));
const MapSearchPage = withQueryClient(lazy(() => import('./features/map-search/map-search-page')));

export const routes: RemoteRoutesModule<'tutors'>['routes'] = {
  '/tutors': TutorListPage,
  '/tutors/:tutorId': TutorProfilePage,
  '/map-search': MapSearchPage,
};
