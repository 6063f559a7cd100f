// Reports of unlocks: the Report button and dialog, and the report's state, shown on the job page
// (a tutor who unlocked the job) and the tutor's profile (a student who unlocked the contact).
// It imports the rest of shared by package name, never by path: a remote bundles this module, and a
// path would give it private copies of the router, the UI and the API client instead of the page's.
export { ReportControl } from './report-control';
export type { ReportControlProps } from './report-control';
export { fetchMyReports, reportKeys, sendReport, useMyReports, useSendReport } from './reports.api';
export type { ReportKind } from './reports.api';
