import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { JOB_PATHS, type JobUnlockStatus } from '@tutorium/shared/contracts';
import { jobKeys } from './job-keys';

/** A tutor's unlock status of the job: unlocked, what it costs now, and whether a gig matches. */
export const getUnlockStatus = (id: number) => apiFetch<JobUnlockStatus>(JOB_PATHS.unlockStatus(id));

export const unlockStatusQuery = (id: number) => queryOptions({ queryKey: jobKeys.unlockStatus(id), queryFn: () => getUnlockStatus(id) });

export const useUnlockStatus = (id: number, enabled: boolean) => useQuery({ ...unlockStatusQuery(id), enabled });
