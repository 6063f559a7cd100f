import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { ADMIN_PATHS, type AuditEntry, type Page } from '@tutorium/shared/contracts';
import { adminKeys, type AuditFilters } from './admin-keys';

/** The audit log, newest first, one page, filtered by actor (username) and action. */
export const getAudit = ({ page, actor, action }: AuditFilters): Promise<Page<AuditEntry>> =>
  apiFetch<Page<AuditEntry>>(ADMIN_PATHS.audit, { query: { page, actor: actor || undefined, action } });

export const auditQuery = (filters: AuditFilters) =>
  queryOptions({ queryKey: adminKeys.audit(filters), queryFn: () => getAudit(filters), retry: false, placeholderData: keepPreviousData });

export const useAudit = (filters: AuditFilters) => useQuery(auditQuery(filters));
