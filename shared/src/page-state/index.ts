// The server state the shell's header shows on every page, without TanStack Query until a remote
// brings the page's query client (then that client holds it, and this mirrors it).
export { adoptPageQueryClient, pageQueryClient, whenPageQueryClient } from './page-client';
export { resetPageState, setPageQueryData, usePageQuery, type PageQueryState } from './page-query';
export { getPointsBalance, usePagePointsBalance } from './points-balance';
export { sharedKeys } from './shared-keys';
