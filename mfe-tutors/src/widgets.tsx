// The widgets this remote gives the shell's pages (see REMOTE_WIDGETS in contracts).
import type { RemoteWidgetsModule } from '@tutorium/shared/federation';
import { withQueryClient } from '@tutorium/shared/query';
import { FavoriteTeachers } from './features/favorites/favorite-teachers';
import { HomeSearch } from './features/home-search/home-search';
import './register-namespace';

export const widgets: RemoteWidgetsModule<'tutors'>['widgets'] = {
  'home-search': withQueryClient(HomeSearch),
  'favorite-teachers': withQueryClient(FavoriteTeachers),
};
