import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { GIG_PATHS, type TutorDashboardStats } from '@tutorium/shared/contracts';
import { gigKeys } from './gig-keys';

/** The tutor dashboard's figures and free gigs left. */
export const getTutorSummary = (): Promise<TutorDashboardStats> => apiFetch<TutorDashboardStats>(GIG_PATHS.summary);

export const tutorSummaryQuery = () => queryOptions({ queryKey: gigKeys.summary(), queryFn: getTutorSummary });

export const useTutorSummary = () => useQuery(tutorSummaryQuery());
