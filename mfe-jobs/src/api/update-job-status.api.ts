import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { JOB_PATHS, type Job, type UpdateJobStatusRequest } from '@tutorium/shared/contracts';
import { jobKeys } from './job-keys';

/** The owner marks an open job completed, or closes it. */
export const updateJobStatus = (id: number, body: UpdateJobStatusRequest) => apiFetch<Job>(JOB_PATHS.job(id), { method: 'PATCH', body });

export function useUpdateJobStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number } & UpdateJobStatusRequest) => updateJobStatus(id, { status }),
    onSuccess: (job) => {
      client.setQueryData(jobKeys.mine(), (jobs: Job[] | undefined) => jobs?.map((each) => (each.id === job.id ? job : each)));
      void client.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}
