import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type PhoneReply } from '@tutorium/shared/contracts';

/** POST whatsapp/send: sends a code to the phone number over WhatsApp. */
export function sendPhoneCode(request: { phone_number: string }): Promise<PhoneReply> {
  return apiFetch<PhoneReply>(AUTH_PATHS.whatsappSend, { method: 'POST', body: request });
}
