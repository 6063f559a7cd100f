// The routes this remote owns (see REMOTE_ROUTES in contracts); the shell loads this module on demand.
import { lazy } from 'react';
import type { RemoteRoutesModule } from '@tutorium/shared/federation';
import { withQueryClient } from '@tutorium/shared/query';
import './register-namespace';

const OverviewPage = withQueryClient(lazy(() => import('./features/overview/overview-page')));
const QueuesPage = withQueryClient(lazy(() => import('./features/queues/queues-page')));
const UsersPage = withQueryClient(lazy(() => import('./features/users/users-page')));
const UserDetailPage = withQueryClient(lazy(() => import('./features/users/user-detail-page')));
const AuditPage = withQueryClient(lazy(() => import('./features/audit/audit-page')));

export const routes: RemoteRoutesModule<'admin'>['routes'] = {
  '/admin': OverviewPage,
  '/admin/queues': QueuesPage,
  '/admin/users': UsersPage,
  '/admin/users/:id': UserDetailPage,
  '/admin/audit': AuditPage,
};
