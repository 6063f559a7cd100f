// The widgets this remote gives the shell's pages (see REMOTE_WIDGETS in contracts).
import type { RemoteWidgetsModule } from '@tutorium/shared/federation';
import { withQueryClient } from '@tutorium/shared/query';
import { TutorGigs } from './features/tutor-dashboard/tutor-gigs';
import { TutorSummary } from './features/tutor-dashboard/tutor-summary';
import './register-namespace';

export const widgets: RemoteWidgetsModule<'gigs'>['widgets'] = {
  'tutor-summary': withQueryClient(TutorSummary),
  'tutor-gigs': withQueryClient(TutorGigs),
};
