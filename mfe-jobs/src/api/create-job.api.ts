import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { JOB_PATHS, type CreateJobRequest, type Job } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { jobKeys } from './job-keys';

/** Posts a job as the calling student; the server charges the point. */
export const createJob = (job: CreateJobRequest): Promise<Job> => apiFetch<Job>(JOB_PATHS.jobs, { method: 'POST', body: job });

export function useCreateJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () => {
      getSession().pointsChanged();
      void client.invalidateQueries({ queryKey: jobKeys.all });
      void client.invalidateQueries({ queryKey: jobKeys.points() });
    },
  });
}
