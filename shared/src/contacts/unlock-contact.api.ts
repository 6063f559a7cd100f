import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, ApiError } from '@tutorium/shared/api';
import { TUTOR_PATHS, type ContactUnlockReply } from '@tutorium/shared/contracts';
import { invalidatePointsBalance } from '@tutorium/shared/query';

/** POST /api/tutors/{id}/unlock_contact/: 1 point the first time, free afterwards. */
export const unlockContact = (tutorId: number): Promise<ContactUnlockReply> =>
  apiFetch<ContactUnlockReply>(TUTOR_PATHS.unlockContact(tutorId), { method: 'POST' });

/** Spec section 8: a 402, or a message about credit, means the balance is short. */
export const isNotEnoughPoints = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 402 || /credit/i.test(error.serverMessage ?? ''));

/**
 * Unlocks a tutor's contact and refreshes the balance in the header; `onUnlocked` lets the page
 * show the contact at once (each remote updates its own queries).
 */
export function useUnlockContact(tutorId: number, onUnlocked?: (reply: ContactUnlockReply) => Promise<unknown> | void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unlockContact(tutorId),
    onSuccess: async (reply) => {
      void invalidatePointsBalance(client);
      await onUnlocked?.(reply);
    },
  });
}
