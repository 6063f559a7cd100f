// The routes this remote owns (see REMOTE_ROUTES in contracts); the shell loads this module on demand.
import { lazy } from 'react';
import type { RemoteRoutesModule } from '@tutorium/shared/federation';
import { withQueryClient } from '@tutorium/shared/query';
import { lazyPageWithData } from '@tutorium/shared/route-data';
import { jobFiltersFromParams, jobsQuery } from './api/get-jobs.api';
import './register-namespace';

// The list's first page is asked for beside the page's code. Its chunk is named preview-<page>, as
// every previewed page's (REMOTE_PREVIEWS; shared/build/federation.mjs).
const JobListPage = lazyPageWithData(
  () => import(/* webpackChunkName: "preview-jobs" */ './features/job-list/job-list-page'),
  (client, url) => client.prefetchInfiniteQuery(jobsQuery(jobFiltersFromParams(url.searchParams))),
);
const JobDetailPage = withQueryClient(lazy(() => import('./features/job-detail/job-detail-page')));
const JobMapPage = withQueryClient(lazy(() => import('./features/job-map/job-map-page')));

export const routes: RemoteRoutesModule<'jobs'>['routes'] = {
  '/jobs': JobListPage,
  '/jobs/:id': JobDetailPage,
  '/job-map': JobMapPage,
};
