import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { ADMIN_PATHS, type Page, type Report } from '@tutorium/shared/contracts';
import { adminKeys } from './admin-keys';

/** Open reports, one page. */
export const getReports = (page: number): Promise<Page<Report>> =>
  apiFetch<Page<Report>>(ADMIN_PATHS.reports, { query: { status: 'open', page } });

export const reportsQuery = (page: number) =>
  queryOptions({ queryKey: adminKeys.reportPage(page), queryFn: () => getReports(page), retry: false, placeholderData: keepPreviousData });

export const useReports = (page: number) => useQuery(reportsQuery(page));
