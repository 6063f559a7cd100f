import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { TUTOR_PATHS, type FavoriteTeacher } from '@tutorium/shared/contracts';
import { tutorKeys } from './tutor-keys';

/** POST /api/favorites/{studentId}/ {tutor_id}. */
export const addFavorite = (studentId: number, tutorId: number): Promise<FavoriteTeacher> =>
  apiFetch<FavoriteTeacher>(TUTOR_PATHS.favorites(studentId), { method: 'POST', body: { tutor_id: tutorId } });

/** DELETE /api/favorites/{studentId}/{tutorId}/. */
export const removeFavorite = (studentId: number, tutorId: number): Promise<void> =>
  apiFetch<void>(TUTOR_PATHS.favorite(studentId, tutorId), { method: 'DELETE' });

/** Adds or removes a favorite teacher, then refreshes the list (the dashboard widget shares it). */
export function useToggleFavorite(studentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ tutorId, favorite }: { tutorId: number; favorite: boolean }) =>
      favorite ? addFavorite(studentId, tutorId).then(() => undefined) : removeFavorite(studentId, tutorId),
    onSuccess: () => client.invalidateQueries({ queryKey: tutorKeys.favorites(studentId) }),
  });
}
