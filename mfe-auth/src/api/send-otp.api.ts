import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type DetailReply, type SendOtpRequest } from '@tutorium/shared/contracts';

/** POST send-otp: e-mails a one-time code for sign-up ('register') or a password reset. */
export const sendOtp = (request: SendOtpRequest): Promise<DetailReply> =>
  apiFetch<DetailReply>(AUTH_PATHS.sendOtp, { method: 'POST', body: request });

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
