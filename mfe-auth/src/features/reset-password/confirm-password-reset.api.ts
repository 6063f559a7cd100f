import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type DetailReply, type PasswordResetConfirmRequest } from '@tutorium/shared/contracts';

/** POST password-reset-confirm: sets a new password with the uid and token of an e-mailed link. */
export function confirmPasswordReset(request: PasswordResetConfirmRequest): Promise<DetailReply> {
  return apiFetch<DetailReply>(AUTH_PATHS.passwordResetConfirm, { method: 'POST', body: request });
}
