import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type LoginRequest, type SessionReply } from '@tutorium/shared/contracts';

/** POST login with a username or e-mail and a password; replies with the access token and the user. */
export function logIn(request: LoginRequest): Promise<SessionReply> {
  return apiFetch<SessionReply>(AUTH_PATHS.login, { method: 'POST', body: request });
}
