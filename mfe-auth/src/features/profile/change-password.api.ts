import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type ChangePasswordRequest, type DetailReply } from '@tutorium/shared/contracts';

/** POST users/change_password with the current and the new password. */
export function changePassword(request: ChangePasswordRequest): Promise<DetailReply | null> {
  return apiFetch<DetailReply | null>(AUTH_PATHS.usersChangePassword, { method: 'POST', body: request });
}
