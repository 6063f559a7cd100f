import { apiFetch } from '@tutorium/shared/api';
import { AUTH_PATHS, type UploadPictureReply } from '@tutorium/shared/contracts';

/** POST upload_dp as multipart (field profile_picture); replies with the picture's new URL. */
export function uploadPicture(file: File): Promise<UploadPictureReply> {
  const form = new FormData();
  form.append('profile_picture', file);
  return apiFetch<UploadPictureReply>(AUTH_PATHS.uploadPicture, { method: 'POST', body: form });
}
