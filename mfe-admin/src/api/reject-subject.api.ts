import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { ADMIN_PATHS, type AdminSubject } from '@tutorium/shared/contracts';
import { dropSubject } from './approve-subject.api';

/** Rejects a pending subject; the tutor is told the reason. */
export const rejectSubject = (id: number, reason: string): Promise<AdminSubject> =>
  apiFetch<AdminSubject>(ADMIN_PATHS.rejectSubject(id), { method: 'POST', body: { reason } });

export function useRejectSubject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => rejectSubject(id, reason),
    onSuccess: (_subject, { id }) => dropSubject(client, id),
  });
}
