import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { GIG_PATHS, type BoostReply } from '@tutorium/shared/contracts';
import { invalidatePointsBalance } from '@tutorium/shared/query';
import { gigKeys } from './gig-keys';

/** Spends `points` of the caller's balance on the gig's boost. */
export const boostGig = (id: number, points: number): Promise<BoostReply> =>
  apiFetch<BoostReply>(GIG_PATHS.boost(id), { method: 'POST', body: { points } });

/** Boosts, then shows the new rank at once and refreshes the balance wherever it is shown. */
export function useBoostGig(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (points: number) => boostGig(id, points),
    onSuccess: ({ rank, total, subject }) => {
      client.setQueryData(gigKeys.rank(id), { rank, total, subject });
      void invalidatePointsBalance(client);
      return client.invalidateQueries({ queryKey: gigKeys.summary() });
    },
  });
}
