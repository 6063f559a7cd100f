import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { JOB_PATHS, type CreateJobRequest, type Job } from '@tutorium/shared/contracts';
import { invalidatePointsBalance } from '@tutorium/shared/query';
import { jobKeys } from './job-keys';

/** Posts a job as the calling student; the server charges the point. */
export const createJob = (job: CreateJobRequest): Promise<Job> => apiFetch<Job>(JOB_PATHS.jobs, { method: 'POST', body: job });

export function useCreateJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () => {
      void invalidatePointsBalance(client);
      void client.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}
