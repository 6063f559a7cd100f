import { DASHBOARD_FAVORITES } from '@tutorium/shared/contracts';
import type { WidgetProps } from '@tutorium/shared/federation';
import { Link } from '@tutorium/shared/router';
import { EmptyState, Skeleton } from '@tutorium/shared/ui';
import { useFavorites } from '../../api/get-favorites.api';
import { useTutorsT } from '../../common/tutors-t';
import styles from './favorites.module.css';

/** The student dashboard's Favorite Teachers: the first `limit` (6) favorites, each linking to the profile. */
export function FavoriteTeachers({ limit = DASHBOARD_FAVORITES }: WidgetProps) {
  const t = useTutorsT();
  return (
    <section className={styles.widget} aria-labelledby="favorite-teachers-title">
      <h2 id="favorite-teachers-title">{t('Favorite Teachers')}</h2>
      <FavoriteList limit={limit} />
    </section>
  );
}

function FavoriteList({ limit }: { limit: number }) {
  const t = useTutorsT();
  const favorites = useFavorites();
  if (favorites.isLoading) return <Skeleton height="4rem" />;
  // Spec section 8: a failed load is only logged and shows an empty list.
  const shown = (favorites.data ?? []).slice(0, limit);
  if (shown.length === 0) {
    return <EmptyState headingLevel={3} title={t('No favorite teachers yet.')} text={t('Add tutors to your favorites from their cards or profiles.')} />;
  }
  return (
    <ul className={styles.list}>
      {shown.map((teacher) => (
        <li key={teacher.id} className={styles.item}>
          <Link to={`/tutors/${teacher.id}`} className={styles.name}>{teacher.name || teacher.username}</Link>
          {teacher.subject && <span className={styles.subject}>{teacher.subject}</span>}
        </li>
      ))}
    </ul>
  );
}
