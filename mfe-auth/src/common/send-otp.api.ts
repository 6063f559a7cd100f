import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type DetailReply, type SendOtpRequest } from '@tutorium/shared/contracts';

/** POST send-otp: e-mails a one-time code for sign-up ('register') or a password reset. */
export function sendOtp(request: SendOtpRequest): Promise<DetailReply> {
  return apiFetch<DetailReply>(AUTH_PATHS.sendOtp, { method: 'POST', body: request });
}
