import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type EditProfileRequest, type User } from '@tutorium/shared/contracts';
import { isUser } from '@tutorium/shared/session';
import { useStoreCurrentUser } from './store-current-user';

/** POST edit_profile; the contract names no reply type, so callers check for a user before trusting it. */
export const editProfile = (request: EditProfileRequest): Promise<unknown> =>
  apiFetch<unknown>(AUTH_PATHS.editProfile, { method: 'POST', body: request });

/** The user after a save: the server's reply when it is a user, else the sent changes applied locally. */
export function savedUser(user: User, request: EditProfileRequest, reply: unknown): User {
  if (isUser(reply)) return { ...user, ...reply };
  const { latitude: _latitude, longitude: _longitude, ...fields } = request;
  return { ...user, ...fields };
}

/** Saves `user`'s profile changes, then stores the saved user for the page and the header. */
export function useEditProfile(user: User) {
  const storeUser = useStoreCurrentUser();
  return useMutation({
    mutationFn: async (request: EditProfileRequest) => savedUser(user, request, await editProfile(request)),
    onSuccess: storeUser,
  });
}
