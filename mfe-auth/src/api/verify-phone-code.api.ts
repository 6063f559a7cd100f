import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type PhoneReply, type User } from '@tutorium/shared/contracts';
import { isUser } from '@tutorium/shared/session';
import { useStoreCurrentUser } from './store-current-user';

/** POST whatsapp/verify with the code; on success the reply may carry the updated user. */
export const verifyPhoneCode = (request: { otp: string }): Promise<PhoneReply> =>
  apiFetch<PhoneReply>(AUTH_PATHS.whatsappVerify, { method: 'POST', body: request });

interface PhoneCheck {
  otp: string;
  /** The number the code went to: verified, when the reply carries no user. */
  sentTo: string;
}

/** Checks the code, then stores `user` with the phone verified, for the page and the header. */
export function useVerifyPhoneCode(user: User) {
  const storeUser = useStoreCurrentUser();
  return useMutation({
    mutationFn: ({ otp }: PhoneCheck) => verifyPhoneCode({ otp }),
    onSuccess: (reply, { sentTo }) =>
      storeUser({ ...user, ...(isUser(reply.user) ? reply.user : { phone_number: sentTo, phone_verified: true }) }),
  });
}
