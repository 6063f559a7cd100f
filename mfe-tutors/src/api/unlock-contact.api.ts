import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { TUTOR_PATHS, type ContactUnlockReply, type TutorProfile } from '@tutorium/shared/contracts';
import { invalidatePointsBalance } from '@tutorium/shared/query';
import { tutorKeys } from './tutor-keys';

/** POST /api/tutors/{id}/unlock_contact/: 1 point the first time, free afterwards. */
export const unlockContact = (tutorId: number): Promise<ContactUnlockReply> =>
  apiFetch<ContactUnlockReply>(TUTOR_PATHS.unlockContact(tutorId), { method: 'POST' });

/** Unlocks, shows the contact on the profile at once and refreshes the balance in the header. */
export function useUnlockContact(tutorId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unlockContact(tutorId),
    onSuccess: (reply) => {
      void invalidatePointsBalance(client);
      client.setQueryData<TutorProfile>(tutorKeys.detail(tutorId), (profile) =>
        profile && { ...profile, contact_unlocked: true, phone_number: reply.phone, email: reply.email });
      return client.invalidateQueries({ queryKey: tutorKeys.lists() });
    },
  });
}
