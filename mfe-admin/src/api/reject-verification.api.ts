import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { ADMIN_PATHS, type VerificationRequest } from '@tutorium/shared/contracts';
import { adminKeys } from './admin-keys';
import { dropFromPages } from './queue-cache';

/** Rejects a verification request; the tutor is told the reason. */
export const rejectVerification = (id: number, reason: string): Promise<VerificationRequest> =>
  apiFetch<VerificationRequest>(ADMIN_PATHS.rejectVerification(id), { method: 'POST', body: { reason } });

export function useRejectVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => rejectVerification(id, reason),
    onSuccess: (_request, { id }) => dropFromPages(client, adminKeys.verifications(), id),
  });
}
