import { useSession } from '@tutorium/shared/session';
import { Button, useToast } from '@tutorium/shared/ui';
import { useFavorites } from '../../api/get-favorites.api';
import { useToggleFavorite } from '../../api/toggle-favorite.api';
import { useTutorsT } from '../../common/tutors-t';

/** Adds the tutor to the student's favorite teachers, or removes them (students only). */
export function FavoriteButton({ tutorId, tutorName }: { tutorId: number; tutorName: string }) {
  const t = useTutorsT();
  const toast = useToast();
  const studentId = useSession((state) => (state.user?.user_type === 'student' ? state.user.id : 0));
  const favorites = useFavorites();
  const toggle = useToggleFavorite(studentId);
  if (studentId === 0) return null;
  const favorite = (favorites.data ?? []).some((teacher) => teacher.id === tutorId);
  return (
    <Button
      variant={favorite ? 'secondary' : 'ghost'}
      size="sm"
      loading={toggle.isPending}
      disabled={favorites.isPending}
      title={tutorName}
      onClick={() =>
        toggle.mutate(
          { tutorId, favorite: !favorite },
          {
            onSuccess: () => toast.success(favorite ? t('Removed from favorites') : t('Added to favorites')),
            onError: () => toast.error(t('Could not update favorites. Please try again.')),
          },
        )
      }
    >
      {favorite ? t('Remove from Favorites') : t('Add to Favorites')}
    </Button>
  );
}
