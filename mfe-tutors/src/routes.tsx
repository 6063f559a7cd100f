// The routes this remote owns (see REMOTE_ROUTES in contracts); the shell loads this module on demand.
import { lazy } from 'react';
import type { RemoteRoutesModule } from '@tutorium/shared/federation';
import { withQueryClient } from '@tutorium/shared/query';
import { lazyPageWithData } from '@tutorium/shared/route-data';
import { tutorsQuery } from './api/get-tutors.api';
import { filtersFromParams } from './features/tutor-list/tutor-filters';
import './register-namespace';

// The list's first page is asked for beside the page's code: its cards are the page's largest paint.
// Its chunk is named preview-<page>, as every previewed page's (REMOTE_PREVIEWS; shared/build/federation.mjs).
const TutorListPage = lazyPageWithData(
  () => import(/* webpackChunkName: "preview-tutors" */ './features/tutor-list/tutor-list-page'),
  (client, url) => client.prefetchInfiniteQuery(tutorsQuery(filtersFromParams(url.searchParams))),
);
const TutorProfilePage = withQueryClient(lazy(() => import('./features/tutor-profile/tutor-profile-page')));
const MapSearchPage = withQueryClient(lazy(() => import('./features/map-search/map-search-page')));

export const routes: RemoteRoutesModule<'tutors'>['routes'] = {
  '/tutors': TutorListPage,
  '/tutors/:tutorId': TutorProfilePage,
  '/map-search': MapSearchPage,
};
