import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type DetailReply, type VerifyEmailRequest } from '@tutorium/shared/contracts';

/** POST verify-email with the uid and token of an e-mailed link. */
export function verifyEmail(request: VerifyEmailRequest): Promise<DetailReply> {
  return apiFetch<DetailReply>(AUTH_PATHS.verifyEmail, { method: 'POST', body: request });
}
