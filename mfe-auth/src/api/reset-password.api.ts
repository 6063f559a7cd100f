import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type DetailReply, type ResetPasswordRequest } from '@tutorium/shared/contracts';

/** POST reset-password: sets a new password with the e-mailed code. */
export const resetPassword = (request: ResetPasswordRequest): Promise<DetailReply> =>
  apiFetch<DetailReply>(AUTH_PATHS.resetPassword, { method: 'POST', body: request });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
