import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { ADMIN_PATHS, type AdminUser } from '@tutorium/shared/contracts';
import { patchUser } from './patch-user';

/** Takes a tutor's verified mark away. */
export const unverifyUser = (id: number, reason: string): Promise<AdminUser> =>
  apiFetch<AdminUser>(ADMIN_PATHS.unverifyUser(id), { method: 'POST', body: { reason } });

export function useUnverifyUser(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => unverifyUser(id, reason),
    onSuccess: () => patchUser(client, id, { is_verified: false }),
  });
}
