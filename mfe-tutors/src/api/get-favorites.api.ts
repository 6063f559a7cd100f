import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { TUTOR_PATHS, type FavoriteTeacher } from '@tutorium/shared/contracts';
import { useSession } from '@tutorium/shared/session';
import { tutorKeys } from './tutor-keys';

/** GET /api/favorites/{studentId}/: the student's favorite teachers, latest first. */
export const getFavorites = (studentId: number): Promise<FavoriteTeacher[]> => apiFetch<FavoriteTeacher[]>(TUTOR_PATHS.favorites(studentId));

export const favoritesQuery = (studentId: number) =>
  queryOptions({ queryKey: tutorKeys.favorites(studentId), queryFn: () => getFavorites(studentId) });

/** The signed-in student's favorites; nothing for anyone else. */
export function useFavorites() {
  const user = useSession((state) => state.user);
  const studentId = user?.user_type === 'student' ? user.id : 0;
  return useQuery({ ...favoritesQuery(studentId), enabled: studentId > 0 });
}
