import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { JOB_PATHS, type Job } from '@tutorium/shared/contracts';
import { jobKeys } from './job-keys';

/** The tutor's matched jobs and the jobs they unlocked, nearest then newest first (a plain array). */
export const getMatchedJobs = (): Promise<Job[]> => apiFetch<Job[]>(JOB_PATHS.matched);

export const matchedJobsQuery = () => queryOptions({ queryKey: jobKeys.matched(), queryFn: getMatchedJobs });

export const useMatchedJobs = () => useQuery(matchedJobsQuery());
