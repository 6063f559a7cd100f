import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { ADMIN_PATHS, type AdminSubject } from '@tutorium/shared/contracts';
import { adminKeys } from './admin-keys';
import { refreshAfterAction } from './queue-cache';

/** Approves a pending subject: its gigs become active. */
export const approveSubject = (id: number): Promise<AdminSubject> =>
  apiFetch<AdminSubject>(ADMIN_PATHS.approveSubject(id), { method: 'POST' });

export function useApproveSubject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => approveSubject(id),
    onSuccess: (_subject, id) => dropSubject(client, id),
  });
}

/** Removes a decided subject from the pending list at once, then refreshes it. */
export function dropSubject(client: ReturnType<typeof useQueryClient>, id: number): void {
  client.setQueryData<AdminSubject[]>(adminKeys.pendingSubjects(), (subjects) => subjects?.filter((subject) => subject.id !== id));
  refreshAfterAction(client, adminKeys.pendingSubjects());
}
