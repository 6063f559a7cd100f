import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type DetailReply, type PasswordResetConfirmRequest } from '@tutorium/shared/contracts';

/** POST password-reset-confirm: sets a new password with the uid and token of an e-mailed link. */
export const confirmPasswordReset = (request: PasswordResetConfirmRequest): Promise<DetailReply> =>
  apiFetch<DetailReply>(AUTH_PATHS.passwordResetConfirm, { method: 'POST', body: request });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
