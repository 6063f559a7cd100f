import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { TUTOR_PATHS, type TutorProfile } from '@tutorium/shared/contracts';
import { tutorKeys } from './tutor-keys';

/** GET /api/tutors/{id}/: the profile, its contact masked unless unlocked. */
export const getTutor = (id: number): Promise<TutorProfile> => apiFetch<TutorProfile>(TUTOR_PATHS.tutor(id));

export const tutorQuery = (id: number) => queryOptions({ queryKey: tutorKeys.detail(id), queryFn: () => getTutor(id), retry: false });

export const useTutor = (id: number) => useQuery({ ...tutorQuery(id), enabled: id > 0 });
