import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type DetailReply, type VerifyEmailRequest } from '@tutorium/shared/contracts';
import { authKeys } from './auth-keys';

/** POST verify-email with the uid and token of an e-mailed link (a 204 replies null). */
export const verifyEmail = (request: VerifyEmailRequest): Promise<DetailReply | null> =>
  apiFetch<DetailReply | null>(AUTH_PATHS.verifyEmail, { method: 'POST', body: request });

// A link is single-use: its answer is read once and kept, never retried or asked again. No abort
// signal either, so StrictMode's second mount joins the request in flight instead of resending it.
export const emailVerificationQuery = (uid: string, token: string) =>
  queryOptions({
    queryKey: authKeys.emailVerification(uid, token),
    queryFn: () => verifyEmail({ uid, token }),
    staleTime: Infinity,
    retry: false,
  });

/** The verification of an e-mailed link, sent when the page opens. */
export const useEmailVerification = (uid: string, token: string) => useQuery(emailVerificationQuery(uid, token));
