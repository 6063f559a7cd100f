import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { GIG_PATHS, type Gig, type UpdateGigRequest } from '@tutorium/shared/contracts';
import { gigKeys } from './gig-keys';

export const updateGig = (id: number, gig: UpdateGigRequest): Promise<Gig> =>
  apiFetch<Gig>(GIG_PATHS.gig(id), { method: 'PUT', body: gig });

/** Saves the owner's changes, then reloads the gig and the lists that show it. */
export function useUpdateGig(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (gig: UpdateGigRequest) => updateGig(id, gig),
    onSuccess: (gig) => {
      client.setQueryData(gigKeys.detail(id), gig);
      return client.invalidateQueries({ queryKey: gigKeys.all });
    },
  });
}
