// Server state through TanStack Query: the page's one client, and the queries every remote shares.
export { createQueryClient, getQueryClient, QueryProvider, withQueryClient } from './query-client';
export { sharedKeys } from '../page-state';
export { currentUserQuery, getCurrentUser, invalidateCurrentUser, useCurrentUser } from './current-user.api';
export { getPointsBalance, invalidatePointsBalance, pointsBalanceQuery, usePointsBalance } from './points-balance.api';
export { getSubjects, subjectsQuery, useSubjects } from './subjects.api';
