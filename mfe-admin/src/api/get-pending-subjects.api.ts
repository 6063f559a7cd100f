import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { ADMIN_PATHS, type AdminSubject } from '@tutorium/shared/contracts';
import { adminKeys } from './admin-keys';

/** Subjects typed by tutors that wait for approval, oldest first (a plain array). */
export const getPendingSubjects = (): Promise<AdminSubject[]> => apiFetch<AdminSubject[]>(ADMIN_PATHS.pendingSubjects);

export const pendingSubjectsQuery = () =>
  queryOptions({ queryKey: adminKeys.pendingSubjects(), queryFn: getPendingSubjects, retry: false });

export const usePendingSubjects = () => useQuery(pendingSubjectsQuery());
