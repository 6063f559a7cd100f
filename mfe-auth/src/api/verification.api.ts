import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { MODERATION_PATHS, VERIFICATION_FIELDS, type MyVerification, type VerificationRequest } from '@tutorium/shared/contracts';
import { authKeys } from './auth-keys';

/** What a tutor sends to be verified. */
export interface VerificationSubmission {
  education: string;
  experience: string;
  document: File;
}

export const getMyVerification = (): Promise<MyVerification> => apiFetch<MyVerification>(MODERATION_PATHS.myVerification);

/** POST the request as multipart (education, experience, document); the browser sets the boundary. */
export function requestVerification({ education, experience, document }: VerificationSubmission): Promise<VerificationRequest> {
  const form = new FormData();
  form.append(VERIFICATION_FIELDS.education, education);
  form.append(VERIFICATION_FIELDS.experience, experience);
  form.append(VERIFICATION_FIELDS.document, document);
  return apiFetch<VerificationRequest>(MODERATION_PATHS.myVerification, { method: 'POST', body: form });
}

/** The signed-in tutor's badge and latest request. */
export const useMyVerification = () => useQuery({ queryKey: authKeys.myVerification(), queryFn: getMyVerification });

/** Sends a request; the new (pending) request becomes the cached one at once. */
export function useRequestVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestVerification,
    onSuccess: (request) =>
      queryClient.setQueryData<MyVerification>(authKeys.myVerification(), (current) => ({ is_verified: current?.is_verified ?? false, request })),
  });
}
