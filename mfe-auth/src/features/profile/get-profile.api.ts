import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type User } from '@tutorium/shared/contracts';

/** GET the signed-in user's profile (users/me). */
export function getProfile(signal?: AbortSignal): Promise<User> {
  return apiFetch<User>(AUTH_PATHS.me, { signal });
}
