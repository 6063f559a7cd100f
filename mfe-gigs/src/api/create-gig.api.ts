import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { GIG_PATHS, type CreateGigRequest, type Gig } from '@tutorium/shared/contracts';
import { invalidatePointsBalance } from '@tutorium/shared/query';
import { gigKeys } from './gig-keys';

/** Publishes a gig as the caller; the server charges a gig beyond the free ones itself. */
export const createGig = (gig: CreateGigRequest): Promise<Gig> => apiFetch<Gig>(GIG_PATHS.gigs, { method: 'POST', body: gig });

export function useCreateGig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createGig,
    onSuccess: () => {
      // A gig beyond the free ones cost a point: the header's balance asks again.
      void invalidatePointsBalance(client);
      return client.invalidateQueries({ queryKey: gigKeys.all });
    },
  });
}
