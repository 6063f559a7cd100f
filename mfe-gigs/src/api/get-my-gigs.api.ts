import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { GIG_PATHS, type Gig } from '@tutorium/shared/contracts';
import { gigKeys } from './gig-keys';

/** The calling tutor's gigs, newest first (the API's plain-array reply). */
export const getMyGigs = (): Promise<Gig[]> => apiFetch<Gig[]>(GIG_PATHS.gigs);

export const myGigsQuery = () => queryOptions({ queryKey: gigKeys.mine(), queryFn: getMyGigs });

export const useMyGigs = () => useQuery(myGigsQuery());
