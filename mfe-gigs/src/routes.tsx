// The routes this remote owns (see REMOTE_ROUTES in contracts); the shell loads this module on demand.
import { lazy } from 'react';
import type { RemoteRoutesModule } from '@tutorium/shared/federation';
import { withQueryClient } from '@tutorium/shared/query';
import './register-namespace';

const GigDetailPage = withQueryClient(lazy(() => import('./features/gig-detail/gig-detail-page')));

export const routes: RemoteRoutesModule<'gigs'>['routes'] = {
  '/tutor/gig/:id': GigDetailPage,
  '/gigs/:id': GigDetailPage,
};
