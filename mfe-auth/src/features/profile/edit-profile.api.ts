import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type EditProfileRequest } from '@tutorium/shared/contracts';

/** POST edit_profile; the contract names no reply type, so callers check for a user before trusting it. */
export function editProfile(request: EditProfileRequest): Promise<unknown> {
  return apiFetch<unknown>(AUTH_PATHS.editProfile, { method: 'POST', body: request });
}
