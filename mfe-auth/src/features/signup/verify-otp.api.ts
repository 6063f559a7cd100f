import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type DetailReply, type VerifyOtpRequest } from '@tutorium/shared/contracts';

/** POST verify-otp: checks the e-mailed code; for 'register' this creates the account sent with send-otp. */
export function verifyOtp(request: VerifyOtpRequest): Promise<DetailReply> {
  return apiFetch<DetailReply>(AUTH_PATHS.verifyOtp, { method: 'POST', body: request });
}
