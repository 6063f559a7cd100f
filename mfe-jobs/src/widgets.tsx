// The widgets this remote gives the shell's pages (see REMOTE_WIDGETS in contracts). Each role's
// load together when shown (one chunk per role: they share most of their code): a student's
// dashboard does not bring the tutor's widgets, nor a tutor's the student's.
import { lazy } from 'react';
import type { RemoteWidgetsModule } from '@tutorium/shared/federation';
import { withQueryClient } from '@tutorium/shared/query';
import './register-namespace';

const PostJobWidget = lazy(() => import(/* webpackChunkName: "student-widgets" */ './features/post-job/post-job-widget').then((module) => ({ default: module.PostJobWidget })));
const StudentJobs = lazy(() => import(/* webpackChunkName: "student-widgets" */ './features/dashboard/student-jobs').then((module) => ({ default: module.StudentJobs })));
const MatchedJobs = lazy(() => import(/* webpackChunkName: "tutor-widgets" */ './features/dashboard/matched-jobs').then((module) => ({ default: module.MatchedJobs })));
const TutorJobs = lazy(() => import(/* webpackChunkName: "tutor-widgets" */ './features/dashboard/tutor-jobs').then((module) => ({ default: module.TutorJobs })));

export const widgets: RemoteWidgetsModule<'jobs'>['widgets'] = {
  'post-job': withQueryClient(PostJobWidget),
  'student-jobs': withQueryClient(StudentJobs),
  'matched-jobs': withQueryClient(MatchedJobs),
  'tutor-jobs': withQueryClient(TutorJobs),
};
