import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type PhoneReply } from '@tutorium/shared/contracts';

/** POST whatsapp/verify with the code; on success the reply may carry the updated user. */
export function verifyPhoneCode(request: { otp: string }): Promise<PhoneReply> {
  return apiFetch<PhoneReply>(AUTH_PATHS.whatsappVerify, { method: 'POST', body: request });
}
