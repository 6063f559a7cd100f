import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type LoginRequest, type SessionReply } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';

/** POST login with a username or e-mail and a password; replies with the access token and the user. */
export const logIn = (request: LoginRequest): Promise<SessionReply> =>
  apiFetch<SessionReply>(AUTH_PATHS.login, { method: 'POST', body: request });

/** Logs in and stores the session: the header, the guards and the login page's redirect read it. */
export const useLogIn = () =>
  useMutation({ mutationFn: logIn, onSuccess: (session) => getSession().login(session.access, session.user) });
