import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { GIG_PATHS, type CreateGigRequest, type Gig } from '@tutorium/shared/contracts';
import { gigKeys } from './gig-keys';

/** Publishes a gig as the caller; the server charges a gig beyond the free ones itself. */
export const createGig = (gig: CreateGigRequest): Promise<Gig> => apiFetch<Gig>(GIG_PATHS.gigs, { method: 'POST', body: gig });

export function useCreateGig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createGig,
    onSuccess: () => client.invalidateQueries({ queryKey: gigKeys.all }),
  });
}
