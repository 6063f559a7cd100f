/**
 * The dashboard is its remotes' widgets: nothing of it is of use before the federation runtime is
 * on the page. Its code is imported from the runtime's chunk (this module is in it), so webpack
 * leaves out of the dashboard's chunk what the runtime's holds (the design system's buttons and
 * cards) rather than send the page a second copy.
 */
export const importDashboard = () => import('./dashboard-page');
