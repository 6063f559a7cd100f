import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { JOB_MESSAGES } from '@tutorium/shared/contracts';
import type { WidgetProps } from '@tutorium/shared/federation';
import { pointsBalanceQuery } from '@tutorium/shared/query';
import { useSearchParams } from '@tutorium/shared/router';
import { getSession } from '@tutorium/shared/session';
import { Button, InsufficientPointsModal } from '@tutorium/shared/ui';
import { useJobsT } from '../../common/jobs-t';

// The form (react-hook-form and its schema, about 40 KiB) loads with the balance check of the
// first Post Job, not with the dashboard.
const loadPostJobModal = () => import('./post-job-modal');
const PostJobModal = lazy(() => loadPostJobModal().then((module) => ({ default: module.PostJobModal })));

type Shown = 'none' | 'checking' | 'form' | 'no-points';

/**
 * The student dashboard's Post Job action (a widget): checks the balance, then opens the job form,
 * or the insufficient-points modal at 0. `?post=job` (the header's Post Job) opens it on arrival.
 */
export function PostJobWidget(_props: WidgetProps) {
  const t = useJobsT();
  const [params, setParams] = useSearchParams();
  const [shown, setShown] = useState<Shown>('none');
  // Once opened, the form stays mounted, so what was typed survives closing it.
  const [formLoaded, setFormLoaded] = useState(false);
  const client = useQueryClient();

  // Asks the server at each click (a cached balance may be old); a failure counts as 0 (spec section 8).
  const check = useCallback(() => {
    // The form's code downloads alongside the balance check; only a student who can post waits for it.
    const form = loadPostJobModal().catch(() => undefined);
    return client.fetchQuery({ ...pointsBalanceQuery(getSession().user?.id), staleTime: 0 })
      .then((reply) => reply.balance, () => 0)
      .then(async (balance) => {
        if (balance <= 0) return setShown('no-points');
        // A form that fails to load shows the page's error card when it is shown.
        await form;
        setFormLoaded(true);
        setShown('form');
      });
  }, [client]);
  const start = () => {
    setShown('checking');
    void check();
  };

  const requested = params.get('post') === 'job';
  useEffect(() => {
    if (!requested) return;
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('post');
      return next;
    }, { replace: true });
    void check();
  }, [requested, setParams, check]);

  const close = useCallback(() => setShown('none'), []);
  const noPoints = useCallback(() => setShown('no-points'), []);
  return (
    <>
      <Button onClick={start} loading={shown === 'checking' || requested}>{t('Post Job')}</Button>
      {formLoaded && (
        <Suspense fallback={null}>
          <PostJobModal open={shown === 'form'} onClose={close} onNoPoints={noPoints} />
        </Suspense>
      )}
      {/* t("You don't have enough points to post a new job.") */}
      <InsufficientPointsModal open={shown === 'no-points'} onClose={close} message={t(JOB_MESSAGES.notEnoughPointsToPost)} />
    </>
  );
}
