import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { GIG_PATHS, type Gig } from '@tutorium/shared/contracts';
import { gigKeys } from './gig-keys';

export const getGig = (id: number): Promise<Gig> => apiFetch<Gig>(GIG_PATHS.gig(id));

export const gigQuery = (id: number) => queryOptions({ queryKey: gigKeys.detail(id), queryFn: () => getGig(id), retry: false });

export const useGig = (id: number) => useQuery(gigQuery(id));
