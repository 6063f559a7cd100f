import { ApiError } from '@tutorium/shared/api';
import { TUTOR_MESSAGES } from '@tutorium/shared/contracts';
import { ReportControl } from '@tutorium/shared/reports';
import { useParams } from '@tutorium/shared/router';
import { useSession } from '@tutorium/shared/session';
import { Badge, ButtonLink, Card, ErrorState, Skeleton } from '@tutorium/shared/ui';
import { useTutor } from '../../api/get-tutor.api';
import { TeachingModes } from '../../common/teaching-modes';
import { TutorAvatar, useRatingText } from '../../common/tutor-card';
import { useTutorsT } from '../../common/tutors-t';
import { FavoriteButton } from '../favorites/favorite-button';
import { ContactBox } from './contact-box';
import { ReviewsSection } from './reviews-section';
import styles from './tutor-profile.module.css';

/** /tutors/{id}: the tutor's profile, gigs, contact box (unlock for 1 point), reviews and favorite. */
export default function TutorProfilePage() {
  const t = useTutorsT();
  const id = Number(useParams().tutorId);
  const validId = Number.isSafeInteger(id) && id > 0;
  const userId = useSession((state) => state.user?.id);
  const student = useSession((state) => state.user?.user_type === 'student');
  const tutor = useTutor(validId ? id : 0);
  const rating = useRatingText();

  if (userId === undefined) return <p role="alert">{t('Student not logged in.')}</p>;
  if (!validId || (tutor.error instanceof ApiError && tutor.error.status === 404)) return <TutorNotFound />;
  if (tutor.isError) return <ErrorState title={t('Failed to load the tutor profile.')} onRetry={() => void tutor.refetch()} />;
  if (tutor.isPending) return <ProfileSkeleton />;

  const profile = tutor.data;
  return (
    <article className={styles.page} aria-labelledby="tutor-name">
      <Card tone={profile.is_premium ? 'premium' : 'default'} className={styles.header}>
        <TutorAvatar tutor={profile} size="5rem" />
        <div className={styles.identity}>
          <h1 id="tutor-name">{profile.username}</h1>
          {(profile.first_name || profile.last_name) && <p className={styles.muted}>{`${profile.first_name} ${profile.last_name}`.trim()}</p>}
          {profile.location && <p className={styles.muted}>{profile.location}</p>}
          <p className={styles.badges}>
            {profile.is_verified ? <Badge variant="success">{t('Verified Teacher')}</Badge> : <Badge>{t('Not Verified')}</Badge>}
            {profile.is_premium && <Badge variant="premium">{t('Premium')}</Badge>}
          </p>
          <p>
            {t('Rating: {{rating}}', { rating: rating(profile.average_rating) })}
            {' · '}
            {t('Reviews: {{total}}', { total: profile.reviews_count })}
          </p>
        </div>
        <FavoriteButton tutorId={profile.id} tutorName={profile.username} />
      </Card>

      <div className={styles.columns}>
        <div className={styles.main}>
          <section className={styles.section} aria-labelledby="about-title">
            <h2 id="about-title">{t('About')}</h2>
            <dl className={styles.facts}>
              <dt>{t('Bio')}</dt>
              <dd>{profile.bio || t('Not provided')}</dd>
              <dt>{t('Education')}</dt>
              <dd>{profile.education || t('Not provided')}</dd>
              <dt>{t('Experience')}</dt>
              <dd>{profile.experience || t('Not provided')}</dd>
              <dt>{t('How they teach')}</dt>
              <dd>{profile.teaching_modes.length > 0 ? <TeachingModes modes={profile.teaching_modes} /> : t('Not provided')}</dd>
            </dl>
          </section>
          <section className={styles.section} aria-labelledby="subjects-title">
            <h2 id="subjects-title">{t('Subjects')}</h2>
            {profile.subjects.length === 0 ? (
              <p className={styles.muted}>{t('No subjects yet.')}</p>
            ) : (
              <ul className={styles.subjects}>{profile.subjects.map((subject) => <li key={subject}>{subject}</li>)}</ul>
            )}
          </section>
          <section className={styles.section} aria-labelledby="gigs-title">
            <h2 id="gigs-title">{t('Gigs')}</h2>
            {profile.gigs.length === 0 ? (
              <p className={styles.muted}>{t('No gigs yet.')}</p>
            ) : (
              <ul className={styles.gigs}>
                {profile.gigs.map((gig) => (
                  <li key={gig.id}>
                    <h3>{gig.title}</h3>
                    <p className={styles.muted}>{gig.subject}</p>
                    <p>{gig.description}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <ReviewsSection tutor={profile} />
          {student && profile.contact_unlocked && <ReportControl kind="tutor" targetId={profile.id} />}
        </div>
        <ContactBox tutor={profile} />
      </div>
    </article>
  );
}

function TutorNotFound() {
  const t = useTutorsT();
  return (
    <Card className={styles.notFound}>
      {/* t('Tutor not found.') */}
      <h1>{t(TUTOR_MESSAGES.tutorNotFound)}</h1>
      <ButtonLink to="/tutors">{t('Back to tutors')}</ButtonLink>
    </Card>
  );
}

function ProfileSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <Skeleton height="7rem" />
      <Skeleton lines={4} />
      <Skeleton height="10rem" />
    </div>
  );
}
