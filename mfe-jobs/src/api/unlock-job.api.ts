import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { JOB_PATHS, type JobUnlockReply } from '@tutorium/shared/contracts';
import { invalidatePointsBalance } from '@tutorium/shared/query';
import { jobKeys } from './job-keys';

/** Unlocks the job as the calling tutor; the server prices it and charges the points. */
export const unlockJob = (id: number) => apiFetch<JobUnlockReply>(JOB_PATHS.unlock(id), { method: 'POST' });

export function useUnlockJob(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unlockJob(id),
    onSuccess: (reply) => {
      client.setQueryData(jobKeys.detail(id), reply.job);
      client.setQueryData(jobKeys.unlockStatus(id), { unlocked: true, points_needed: 0, has_matching_gig: true });
      void client.invalidateQueries({ queryKey: jobKeys.matched() });
      void client.invalidateQueries({ queryKey: jobKeys.applicants(id) });
      void invalidatePointsBalance(client);
    },
  });
}
