import { TUTOR_CARD_SUBJECTS, type TutorCard as TutorCardData } from '@tutorium/shared/contracts';
import { useSession } from '@tutorium/shared/session';
import { Avatar, Badge, ButtonLink, Card } from '@tutorium/shared/ui';
import { FavoriteButton } from '../features/favorites/favorite-button';
import styles from './common.module.css';
import { TeachingModes } from './teaching-modes';
import { useTutorsT } from './tutors-t';

/** The rating with one decimal, or N/A without reviews. */
export function useRatingText() {
  const t = useTutorsT();
  return (rating: number | null) => (rating === null ? t('N/A') : rating.toFixed(1));
}

export function TutorAvatar({ tutor, size = '3rem' }: { tutor: Pick<TutorCardData, 'username' | 'profile_picture'>; size?: string }) {
  return <Avatar name={tutor.username} picture={tutor.profile_picture} size={size} />;
}

/** Spec section 2 "Tutor cards": 3 subjects then '+N more', rating or N/A, premium in gold, badges. */
export function TutorCard({ tutor }: { tutor: TutorCardData }) {
  const t = useTutorsT();
  const rating = useRatingText();
  const student = useSession((state) => state.user?.user_type === 'student');
  const shown = tutor.subjects.slice(0, TUTOR_CARD_SUBJECTS);
  const more = tutor.subjects.length - shown.length;
  const headingId = `tutor-${tutor.id}-name`;
  return (
    <Card as="article" tone={tutor.is_premium ? 'premium' : 'default'} className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <TutorAvatar tutor={tutor} />
        <div>
          <h3 id={headingId} className={styles.name}>{tutor.username}</h3>
          {tutor.location && <p className={styles.meta}>{tutor.location}</p>}
        </div>
      </div>
      <ul className={styles.badges} aria-label={t('Badges')}>
        {tutor.is_verified && <li><Badge variant="success">{t('Verified Teacher')}</Badge></li>}
        {tutor.is_premium && <li><Badge variant="premium">{t('Premium')}</Badge></li>}
      </ul>
      {shown.length > 0 && (
        <ul className={styles.subjects} aria-label={t('Subjects')}>
          {shown.map((subject) => <li key={subject} className={styles.subject}>{subject}</li>)}
          {more > 0 && <li className={styles.subject}>{t('+{{extra}} more', { extra: more })}</li>}
        </ul>
      )}
      <TeachingModes modes={tutor.teaching_modes} />
      <p className={styles.meta}>
        {t('Rating: {{rating}}', { rating: rating(tutor.average_rating) })}
        {tutor.reviews_count > 0 && ` · ${t('Reviews: {{total}}', { total: tutor.reviews_count })}`}
      </p>
      {tutor.distance_km !== null && <p className={styles.meta}>{t('{{distance}} km away', { distance: tutor.distance_km.toFixed(1) })}</p>}
      <div className={styles.actions}>
        {student ? (
          <>
            <ButtonLink to={`/tutors/${tutor.id}`} size="sm">{t('View Profile')}</ButtonLink>
            <FavoriteButton tutorId={tutor.id} tutorName={tutor.username} />
          </>
        ) : (
          <p className={styles.meta}>{t('Log in as student to view full profile')}</p>
        )}
      </div>
    </Card>
  );
}
