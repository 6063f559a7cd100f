import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '@tutorium/shared/api';
import type { Review } from '@tutorium/shared/contracts';
import { Button, Field, useToast } from '@tutorium/shared/ui';
import { useSaveReview } from '../../api/save-review.api';
import { useTutorsT } from '../../common/tutors-t';
import styles from './tutor-profile.module.css';

const MAX_COMMENT = 2000;

// The messages are keys of the tutors namespace:
// t('Please choose a rating from 1 to 5') t('A comment can have at most 2000 characters')
// t('You can review a tutor once they have replied to you in chat, or once you have bought points.')
const reviewFormSchema = z.object({
  rating: z.string().regex(/^[1-5]$/, { error: 'Please choose a rating from 1 to 5' }),
  comment: z.string().trim().max(MAX_COMMENT, { error: 'A comment can have at most 2000 characters' }),
});
type ReviewForm = z.infer<typeof reviewFormSchema>;

/** Leave a 1-5 review with a comment, or edit the one already left. */
export function ReviewForm({ tutorId, mine }: { tutorId: number; mine: Review | undefined }) {
  const t = useTutorsT();
  const toast = useToast();
  const save = useSaveReview(tutorId);
  const { register, handleSubmit, formState } = useForm<ReviewForm>({
    resolver: zodResolver(reviewFormSchema),
    mode: 'onTouched',
    values: { rating: mine ? String(mine.rating) : '', comment: mine?.comment ?? '' },
  });
  const submit = handleSubmit((form) =>
    save.mutateAsync({ rating: Number(form.rating), comment: form.comment }).then(
      () => toast.success(mine ? t('Review updated') : t('Thank you for your review!')),
      // The server's refusals are shown in the reader's language when we know them.
      (error: unknown) => toast.error(t(errorMessage(error, t('Failed to save review. Please try again.')))),
    ),
  );
  const fieldError = (message: string | undefined) => (message ? t(message) : undefined);
  return (
    <form className={styles.reviewForm} aria-label={mine ? t('Edit your review') : t('Leave a review')} onSubmit={submit} noValidate>
      <h3>{mine ? t('Edit your review') : t('Leave a review')}</h3>
      <Field as="select" label={t('Rating')} {...register('rating')} error={fieldError(formState.errors.rating?.message)}>
        <option value="">{t('Choose a rating')}</option>
        {[5, 4, 3, 2, 1].map((stars) => (
          <option key={stars} value={String(stars)}>{t('{{stars}} of 5', { stars })}</option>
        ))}
      </Field>
      <Field as="textarea" label={t('Comment')} rows={3} {...register('comment')} error={fieldError(formState.errors.comment?.message)} />
      <Button type="submit" loading={formState.isSubmitting}>{mine ? t('Update Review') : t('Submit Review')}</Button>
    </form>
  );
}
