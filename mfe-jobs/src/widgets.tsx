// The widgets this remote gives the shell's pages (see REMOTE_WIDGETS in contracts).
import type { RemoteWidgetsModule } from '@tutorium/shared/federation';
import { withQueryClient } from '@tutorium/shared/query';
import { MatchedJobs } from './features/dashboard/matched-jobs';
import { StudentJobs } from './features/dashboard/student-jobs';
import { TutorJobs } from './features/dashboard/tutor-jobs';
import { PostJobWidget } from './features/post-job/post-job-widget';
import './register-namespace';

export const widgets: RemoteWidgetsModule<'jobs'>['widgets'] = {
  'post-job': withQueryClient(PostJobWidget),
  'student-jobs': withQueryClient(StudentJobs),
  'matched-jobs': withQueryClient(MatchedJobs),
  'tutor-jobs': withQueryClient(TutorJobs),
};
