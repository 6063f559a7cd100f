import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { ADMIN_PATHS, type AdminUser } from '@tutorium/shared/contracts';
import { patchUser } from './patch-user';

/** Marks a tutor as verified. */
export const verifyUser = (id: number, reason: string): Promise<AdminUser> =>
  apiFetch<AdminUser>(ADMIN_PATHS.verifyUser(id), { method: 'POST', body: { reason } });

export function useVerifyUser(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => verifyUser(id, reason),
    onSuccess: () => patchUser(client, id, { is_verified: true }),
  });
}
