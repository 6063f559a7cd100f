import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type GoogleLoginRequest, type SessionReply } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';

/** POST google-login with the credential Google Identity Services gave; replies like login. */
export const googleLogin = (request: GoogleLoginRequest): Promise<SessionReply> =>
  apiFetch<SessionReply>(AUTH_PATHS.googleLogin, { method: 'POST', body: request });

/** Logs in with Google and stores the session, as a password login does. */
export const useGoogleLogin = () =>
  useMutation({ mutationFn: googleLogin, onSuccess: (session) => getSession().login(session.access, session.user) });
