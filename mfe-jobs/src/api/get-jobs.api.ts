import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { JOB_LIST_TYPES, JOB_PATHS, type Job, type JobListType, type Page } from '@tutorium/shared/contracts';
import { jobKeys } from './job-keys';

/** Cards per page of the job list. */
export const JOBS_PAGE_SIZE = 12;

export interface JobFilters {
  q: string;
  type: JobListType | null;
}

/** The list's search and type as the URL keeps them (`?q=`, `?type=`): an unknown type is none. */
export const jobFiltersFromParams = (params: URLSearchParams): JobFilters => ({
  q: params.get('q')?.trim() ?? '',
  type: JOB_LIST_TYPES.find((type) => type === params.get('type')) ?? null,
});

/** One page of open jobs, newest first, matching the search and the type. */
export const getJobs = ({ q, type }: JobFilters, page: number, signal?: AbortSignal): Promise<Page<Job>> =>
  apiFetch<Page<Job>>(JOB_PATHS.jobs, { query: { q: q || undefined, type: type ?? undefined, page, page_size: JOBS_PAGE_SIZE }, signal });

export const jobsQuery = (filters: JobFilters) =>
  infiniteQueryOptions({
    queryKey: jobKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getJobs(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => (last.next ? lastPage + 1 : undefined),
  });

export const useJobs = (filters: JobFilters) => useInfiniteQuery(jobsQuery(filters));
