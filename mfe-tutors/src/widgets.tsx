// The widgets this remote gives the shell's pages (see REMOTE_WIDGETS in contracts). Each loads on
// its own when shown, as the routes do: the dashboard's Favorite Teachers does not bring the home
// page's search (its suggestion field and place picking), nor the search the favorites.
import { lazy } from 'react';
import type { RemoteWidgetsModule } from '@tutorium/shared/federation';
import { withQueryClient } from '@tutorium/shared/query';
import './register-namespace';

const HomeSearch = lazy(() => import('./features/home-search/home-search').then((module) => ({ default: module.HomeSearch })));
const FavoriteTeachers = lazy(() => import('./features/favorites/favorite-teachers').then((module) => ({ default: module.FavoriteTeachers })));

export const widgets: RemoteWidgetsModule<'tutors'>['widgets'] = {
  'home-search': withQueryClient(HomeSearch),
  'favorite-teachers': withQueryClient(FavoriteTeachers),
};
