import type { AdminAction } from '@tutorium/shared/contracts';

/** The audit log's filters and page, as the list sends them. */
export interface AuditFilters {
  page: number;
  actor?: string;
  action?: AdminAction;
}

/** Query keys of the admin console, one factory so invalidation can't miss a spelling. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  pendingSubjects: () => [...adminKeys.all, 'subjects', 'pending'] as const,
  verifications: () => [...adminKeys.all, 'verifications'] as const,
  verificationPage: (page: number) => [...adminKeys.verifications(), page] as const,
  reports: () => [...adminKeys.all, 'reports'] as const,
  reportPage: (page: number) => [...adminKeys.reports(), page] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userSearch: (q: string, page: number) => [...adminKeys.users(), 'search', q, page] as const,
  user: (id: number) => [...adminKeys.users(), 'detail', id] as const,
  audits: () => [...adminKeys.all, 'audit'] as const,
  audit: (filters: AuditFilters) => [...adminKeys.audits(), filters] as const,
};
