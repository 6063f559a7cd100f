import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type PhoneReply } from '@tutorium/shared/contracts';

/** POST whatsapp/send: sends a code to the phone number over WhatsApp. */
export const sendPhoneCode = (request: { phone_number: string }): Promise<PhoneReply> =>
  apiFetch<PhoneReply>(AUTH_PATHS.whatsappSend, { method: 'POST', body: request });

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });
