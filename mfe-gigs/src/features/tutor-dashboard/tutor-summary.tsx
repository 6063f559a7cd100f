import { lazy, Suspense, useState } from 'react';
import { FREE_GIGS_PER_TUTOR, GIG_MESSAGES } from '@tutorium/shared/contracts';
import { Button, InsufficientPointsModal, Skeleton } from '@tutorium/shared/ui';
import { useTutorSummary } from '../../api/get-tutor-summary.api';
import { useGigsT } from '../../common/gigs-t';
import styles from './tutor-dashboard.module.css';

// The form (react-hook-form and zod, about 37 KiB) loads with the first New Gig, or when the pointer
// or focus reaches the button, not with the dashboard.
const loadPostGigModal = () => import('../post-gig/post-gig-modal');
const PostGigModal = lazy(() => loadPostGigModal().then((module) => ({ default: module.PostGigModal })));
const warmUp = () => void loadPostGigModal().catch(() => undefined);

/**
 * The tutor dashboard's head (a widget): the free-gigs banner, the stats and New Gig, which opens
 * the form while a gig is free or the balance pays for one, else the insufficient-credits modal.
 */
export function TutorSummary() {
  const t = useGigsT();
  const summary = useTutorSummary();
  const [open, setOpen] = useState<'form' | 'credits' | null>(null);
  // Once opened, the form stays mounted, so what was typed survives closing it.
  const [formLoaded, setFormLoaded] = useState(false);
  const [opening, setOpening] = useState(false);

  if (summary.isPending) return <Skeleton height="6rem" />;
  // Spec section 8: dashboard data that fails to load falls back to empty values.
  const stats = summary.data ?? { activeGigs: 0, completedJobs: 0, creditBalance: 0, freeGigsRemaining: FREE_GIGS_PER_TUTOR };
  const free = stats.freeGigsRemaining;
  const banner = free <= 0
    ? t(GIG_MESSAGES.allFreeGigsUsed)
    : free === 1 ? t('You have 1 free gig left.') : t('You have {{count}} free gigs left.', { count: free });
  // t("You've used all free gigs. New gigs will cost 1 credit each.")
  const newGig = () => {
    if (free <= 0 && stats.creditBalance <= 0) return setOpen('credits');
    if (opening) return;
    setOpening(true);
    // A form that fails to load shows the page's error card when it is shown.
    void loadPostGigModal().catch(() => undefined).then(() => {
      setOpening(false);
      setFormLoaded(true);
      setOpen('form');
    });
  };

  return (
    <div className={styles.summary}>
      <p role="status" className={styles.banner}>{banner}</p>
      <dl className={styles.stats}>
        <div><dt>{t('Active gigs')}</dt><dd>{stats.activeGigs}</dd></div>
        <div><dt>{t('Completed jobs')}</dt><dd>{stats.completedJobs}</dd></div>
        <div><dt>{t('Credit balance')}</dt><dd>{stats.creditBalance}</dd></div>
      </dl>
      {/* Busy but not disabled while the form loads: a disabled button would drop the keyboard focus,
          and the form could not give it back when it closes. */}
      <Button onClick={newGig} onPointerEnter={warmUp} onFocus={warmUp} aria-busy={opening || undefined}>{t('New Gig')}</Button>
      {formLoaded && (
        <Suspense fallback={null}>
          <PostGigModal open={open === 'form'} onClose={() => setOpen(null)} />
        </Suspense>
      )}
      {/* t("You don't have enough points to create a new gig.") */}
      <InsufficientPointsModal open={open === 'credits'} onClose={() => setOpen(null)} message={t(GIG_MESSAGES.notEnoughPointsForGig)} />
    </div>
  );
}
