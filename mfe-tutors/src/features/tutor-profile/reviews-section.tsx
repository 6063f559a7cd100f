import { lazy, Suspense } from 'react';
import type { TutorProfile } from '@tutorium/shared/contracts';
import { useSession } from '@tutorium/shared/session';
import { Skeleton } from '@tutorium/shared/ui';
import { WhenNear } from '@tutorium/shared/viewport';
import { useReviews } from '../../api/get-reviews.api';
import { useRatingText } from '../../common/tutor-card';
import { useTutorsT } from '../../common/tutors-t';
import styles from './tutor-profile.module.css';

// The form (react-hook-form and zod, about 35 KiB) downloads only for a student who may review,
// once its place shows or the page is scrolled (it is below the fold of the profile).
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));

/** The tutor's reviews with the average; a student who unlocked the tutor leaves or edits theirs. */
export function ReviewsSection({ tutor }: { tutor: TutorProfile }) {
  const t = useTutorsT();
  const rating = useRatingText();
  const user = useSession((state) => state.user);
  const reviews = useReviews(tutor.id);
  const mine = reviews.data?.results.find((review) => review.student === user?.id);
  const canReview = user?.user_type === 'student' && tutor.contact_unlocked;
  return (
    <section className={styles.section} aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t('Reviews')}</h2>
      {reviews.isPending && <Skeleton lines={3} />}
      {reviews.isError && <p role="alert">{t('Failed to load reviews.')}</p>}
      {reviews.isSuccess && (
        <>
          <p>
            {t('Average rating: {{rating}}', { rating: rating(reviews.data.average_rating) })}
            {' · '}
            {t('Reviews: {{total}}', { total: reviews.data.count })}
          </p>
          {reviews.data.results.length === 0 ? (
            <p className={styles.muted}>{t('No reviews yet.')}</p>
          ) : (
            <ul className={styles.reviews}>
              {reviews.data.results.map((review) => (
                <li key={review.id}>
                  <p>
                    <strong>{review.student_username}</strong>{' '}
                    <span aria-label={t('Rated {{stars}} of 5', { stars: review.rating })}>{'★'.repeat(review.rating)}{'☆'.repeat(5 - review.rating)}</span>
                  </p>
                  {review.comment && <p>{review.comment}</p>}
                </li>
              ))}
            </ul>
          )}
          {canReview && (
            <WhenNear fallback={<Skeleton height="10rem" />}>
              <Suspense fallback={<Skeleton height="10rem" />}>
                <ReviewForm tutorId={tutor.id} mine={mine} />
              </Suspense>
            </WhenNear>
          )}
          {user?.user_type === 'student' && !tutor.contact_unlocked && (
            <p className={styles.muted}>{t('Unlock this tutor to leave a review.')}</p>
          )}
        </>
      )}
    </section>
  );
}
