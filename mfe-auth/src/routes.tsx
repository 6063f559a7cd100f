// The routes this remote owns (see REMOTE_ROUTES in contracts); the shell loads this module on demand.
import { lazy } from 'react';
import type { RemoteRoutesModule } from '@tutorium/shared/federation';
import { registerNamespace } from '@tutorium/shared/i18n';
import { withQueryClient } from '@tutorium/shared/query';

// The previewed pages' chunks are named preview-<page> (REMOTE_PREVIEWS; shared/build/federation.mjs).
// The auth namespace: English is the keys themselves; each other language is its own small chunk.
registerNamespace('auth', (language) => import(`./locales/${language}.json`));

export const routes: RemoteRoutesModule<'auth'>['routes'] = {
  '/login': withQueryClient(lazy(() => import(/* webpackChunkName: "preview-login" */ './features/login/login-page'))),
  '/signup': withQueryClient(lazy(() => import(/* webpackChunkName: "preview-signup" */ './features/signup/signup-page'))),
  '/verify-email/:uid/:token': withQueryClient(lazy(() => import('./features/verify-email/verify-email-page'))),
  '/forgot-password': withQueryClient(lazy(() => import(/* webpackChunkName: "preview-forgot-password" */ './features/forgot-password/forgot-password-page'))),
  '/reset-password/:uid/:token': withQueryClient(lazy(() => import('./features/reset-password/reset-password-page'))),
  '/profile': withQueryClient(lazy(() => import('./features/profile/profile-page'))),
  '/unsubscribe': withQueryClient(lazy(() => import('./features/unsubscribe/unsubscribe-page'))),
};
