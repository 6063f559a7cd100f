import { lazy, Suspense, useEffect, useState } from 'react';
import { ApiError } from '@tutorium/shared/api';
import { useQueryClient } from '@tanstack/react-query';
import { ContactBox } from '@tutorium/shared/contacts';
import { GIG_MESSAGES, LOCKED_CONTACT } from '@tutorium/shared/contracts';
import { useLocation, useParams } from '@tutorium/shared/router';
import { useSession } from '@tutorium/shared/session';
import { Badge, ButtonLink, Card, Skeleton, useToast } from '@tutorium/shared/ui';
import { useGig } from '../../api/get-gig.api';
import { gigKeys } from '../../api/gig-keys';
import { useGigsT } from '../../common/gigs-t';
import { GigBoost } from './gig-boost';
import { GigView } from './gig-view';
import styles from './gig-detail.module.css';

// The form (react-hook-form and its schema, about 35 KiB) loads when the owner chooses Edit Gig,
// not for every visitor of the gig.
const GigEditor = lazy(() => import('./gig-editor').then((module) => ({ default: module.GigEditor })));

/**
 * /tutor/gig/{id} and /gigs/{id}: the gig; its owner edits it, sees its rank, predicts and boosts;
 * anyone else reaches its tutor (the profile, and the contact box with its unlock).
 */
export default function GigDetailPage() {
  const t = useGigsT();
  const toast = useToast();
  const id = Number(useParams().id);
  const validId = Number.isSafeInteger(id) && id > 0;
  const gig = useGig(validId ? id : 0);
  const userId = useSession((state) => state.user?.id);
  const [editing, setEditing] = useState(false);
  const client = useQueryClient();
  // Spec section 8 words the failure differently on the tutor's own view.
  const tutorView = useLocation().pathname.startsWith('/tutor/');

  const failed = !validId || gig.isError;
  useEffect(() => {
    // A missing gig is not a failure worth a toast; anything else is (spec section 8).
    if (gig.isError && !(gig.error instanceof ApiError && gig.error.status === 404)) {
      toast.error(tutorView ? t('Failed to load gig.') : t('Failed to load gig details'));
    }
  }, [gig.isError, gig.error, toast, t, tutorView]);

  if (failed) return <GigNotFound />;
  if (gig.isPending) return <GigSkeleton />;

  const owner = userId !== undefined && userId === gig.data.tutor;
  const active = gig.data.subject_active;
  return (
    <article className={styles.page} aria-labelledby="gig-title">
      <header className={styles.heading}>
        <h1 id="gig-title">{gig.data.title}</h1>
        {active ? <Badge variant="success">{t('Active')}</Badge> : <Badge variant="warning">{t('Pending')}</Badge>}
      </header>
      {/* t('This gig is not yet active. Boost and rank info will be available once approved.') */}
      {!active && <p role="note" className={styles.pending}>{t(GIG_MESSAGES.pending)}</p>}
      {editing ? (
        <Suspense fallback={<Skeleton height="20rem" />}>
          <GigEditor gig={gig.data} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <GigView gig={gig.data} onEdit={owner ? () => setEditing(true) : undefined} />
      )}
      {owner && active && !editing && <GigBoost gigId={gig.data.id} />}
      {!owner && (
        <ContactBox
          tutorId={gig.data.tutor}
          username={gig.data.teacher}
          unlocked={gig.data.contact_info !== LOCKED_CONTACT}
          onUnlocked={() => client.invalidateQueries({ queryKey: gigKeys.detail(gig.data.id) })}
        >
          <p>{gig.data.contact_info}</p>
        </ContactBox>
      )}
    </article>
  );
}

function GigNotFound() {
  const t = useGigsT();
  return (
    <Card className={styles.notFound}>
      <h1>{t('Gig Not Found')}</h1>
      <p>{t("The gig you're looking for doesn't exist or may have been removed.")}</p>
      <ButtonLink to="/dashboard">{t('Back to dashboard')}</ButtonLink>
    </Card>
  );
}

function GigSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <Skeleton height="2.5rem" width="60%" />
      <Skeleton height="1rem" />
      <Skeleton height="1rem" width="80%" />
      <Skeleton height="8rem" />
    </div>
  );
}
