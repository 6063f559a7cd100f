import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type GoogleLoginRequest, type SessionReply } from '@tutorium/shared/contracts';

/** POST google-login with the credential Google Identity Services gave; replies like login. */
export function googleLogin(request: GoogleLoginRequest): Promise<SessionReply> {
  return apiFetch<SessionReply>(AUTH_PATHS.googleLogin, { method: 'POST', body: request });
}
