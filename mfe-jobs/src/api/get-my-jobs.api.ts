import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { JOB_PATHS, type Job } from '@tutorium/shared/contracts';
import { jobKeys } from './job-keys';

/** The calling student's own jobs, every status, newest first (the API's plain-array reply). */
export const getMyJobs = (): Promise<Job[]> => apiFetch<Job[]>(JOB_PATHS.jobs, { query: { mine: true } });

// Asked again on each view: the applicants counts change from tutors' browsers.
export const myJobsQuery = () => queryOptions({ queryKey: jobKeys.mine(), queryFn: getMyJobs, staleTime: 0 });

export const useMyJobs = () => useQuery(myJobsQuery());
