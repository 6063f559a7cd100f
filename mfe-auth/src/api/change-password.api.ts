import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type ChangePasswordRequest, type DetailReply } from '@tutorium/shared/contracts';

/** POST users/change_password with the current and the new password (a 204 replies null). */
export const changePassword = (request: ChangePasswordRequest): Promise<DetailReply | null> =>
  apiFetch<DetailReply | null>(AUTH_PATHS.usersChangePassword, { method: 'POST', body: request });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
