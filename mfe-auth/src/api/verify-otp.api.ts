import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type DetailReply, type VerifyOtpRequest } from '@tutorium/shared/contracts';

/** POST verify-otp: checks the e-mailed code; for 'register' this creates the account sent with send-otp. */
export const verifyOtp = (request: VerifyOtpRequest): Promise<DetailReply> =>
  apiFetch<DetailReply>(AUTH_PATHS.verifyOtp, { method: 'POST', body: request });

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
