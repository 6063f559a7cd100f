import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { JOB_PATHS, type Job } from '@tutorium/shared/contracts';
import { jobKeys } from './job-keys';

/** One job as the caller may see it (the phone masked unless they own or unlocked it). */
export const getJob = (id: number) => apiFetch<Job>(JOB_PATHS.job(id));

export const jobQuery = (id: number) => queryOptions({ queryKey: jobKeys.detail(id), queryFn: () => getJob(id) });

export const useJob = (id: number, enabled = true) => useQuery({ ...jobQuery(id), enabled });
