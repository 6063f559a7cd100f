import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { ADMIN_PATHS, type AdminUser } from '@tutorium/shared/contracts';
import { patchUser } from './patch-user';

/** Blocks an account; it can no longer sign in or act. */
export const blockUser = (id: number, reason: string): Promise<AdminUser> =>
  apiFetch<AdminUser>(ADMIN_PATHS.blockUser(id), { method: 'POST', body: { reason } });

export function useBlockUser(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => blockUser(id, reason),
    onSuccess: () => patchUser(client, id, { is_blocked: true }),
  });
}
