import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { ADMIN_PATHS, type AdminUser } from '@tutorium/shared/contracts';
import { patchUser } from './patch-user';

/** Lifts an account's block. */
export const unblockUser = (id: number, reason: string): Promise<AdminUser> =>
  apiFetch<AdminUser>(ADMIN_PATHS.unblockUser(id), { method: 'POST', body: { reason } });

export function useUnblockUser(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => unblockUser(id, reason),
    onSuccess: () => patchUser(client, id, { is_blocked: false }),
  });
}
