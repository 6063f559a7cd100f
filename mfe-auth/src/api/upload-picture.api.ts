import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type UploadPictureReply, type User } from '@tutorium/shared/contracts';
import { useStoreCurrentUser } from './store-current-user';

/** POST upload_dp as multipart (field profile_picture); replies with the picture's new URL. */
export function uploadPicture(file: File): Promise<UploadPictureReply> {
  const form = new FormData();
  form.append('profile_picture', file);
  return apiFetch<UploadPictureReply>(AUTH_PATHS.uploadPicture, { method: 'POST', body: form });
}

/** Uploads `user`'s new picture, then stores it for the page and the header (whose avatar changes at once). */
export function useUploadPicture(user: User) {
  const storeUser = useStoreCurrentUser();
  return useMutation({
    mutationFn: uploadPicture,
    onSuccess: ({ profile_picture_url }) => storeUser({ ...user, profile_picture: profile_picture_url }),
  });
}
