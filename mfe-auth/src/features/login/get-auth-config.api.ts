import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type AuthConfigReply } from '@tutorium/shared/contracts';

/** GET the public sign-in settings (the Google client id, null when Google sign-in is off). */
export function getAuthConfig(signal?: AbortSignal): Promise<AuthConfigReply> {
  return apiFetch<AuthConfigReply>(AUTH_PATHS.config, { signal });
}
