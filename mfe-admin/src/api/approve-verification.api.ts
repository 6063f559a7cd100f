import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { ADMIN_PATHS, type VerificationRequest } from '@tutorium/shared/contracts';
import { adminKeys } from './admin-keys';
import { dropFromPages } from './queue-cache';

/** Approves a verification request: the tutor becomes verified (the reason is optional). */
export const approveVerification = (id: number, reason?: string): Promise<VerificationRequest> =>
  apiFetch<VerificationRequest>(ADMIN_PATHS.approveVerification(id), { method: 'POST', body: reason ? { reason } : {} });

export function useApproveVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) => approveVerification(id, reason),
    onSuccess: (_request, { id }) => dropFromPages(client, adminKeys.verifications(), id),
  });
}
