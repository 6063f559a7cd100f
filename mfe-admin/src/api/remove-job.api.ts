import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { ADMIN_PATHS, type Page, type Report, type RemoveJobReply } from '@tutorium/shared/contracts';
import { adminKeys } from './admin-keys';
import { refreshAfterAction } from './queue-cache';

/** Removes a job as fake: it leaves every listing and each tutor who unlocked it is refunded. */
export const removeJob = (jobId: number, reason: string): Promise<RemoveJobReply> =>
  apiFetch<RemoveJobReply>(ADMIN_PATHS.removeJob(jobId), { method: 'POST', body: { reason } });

export function useRemoveJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, reason }: { jobId: number; reason: string }) => removeJob(jobId, reason),
    // Every open report of the removed job is settled by the refunds.
    onSuccess: (_reply, { jobId }) => {
      client.setQueriesData<Page<Report>>({ queryKey: adminKeys.reports() }, (page) => {
        if (!page) return page;
        const results = page.results.filter((report) => !(report.kind === 'job' && report.target_id === jobId));
        return { ...page, count: Math.max(0, page.count - (page.results.length - results.length)), results };
      });
      refreshAfterAction(client, adminKeys.reports());
    },
  });
}
