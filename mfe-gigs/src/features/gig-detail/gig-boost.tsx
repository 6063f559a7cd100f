import { useEffect, useState } from 'react';
import { errorMessage } from '@tutorium/shared/api';
import type { PredictedRank } from '@tutorium/shared/contracts';
import { Button, Card, Field, useToast } from '@tutorium/shared/ui';
import { useBoostGig } from '../../api/boost-gig.api';
import { getPredictedRank, useGigRank } from '../../api/gig-rank.api';
import { useGigsT } from '../../common/gigs-t';
import styles from './gig-detail.module.css';

/** Spec section 5: a number of points, at least 0 (a boost of 0 is refused by the server). */
const parsePoints = (value: string): number | null => {
  if (value.trim() === '') return null;
  const points = Number(value);
  return Number.isInteger(points) && points >= 0 ? points : null;
};

/** The owner's Current Gig Rank block, with Predict Rank and Boost Gig. */
export function GigBoost({ gigId }: { gigId: number }) {
  const t = useGigsT();
  const toast = useToast();
  const rank = useGigRank(gigId, true);
  const boost = useBoostGig(gigId);
  const [points, setPoints] = useState('');
  const [predicted, setPredicted] = useState<PredictedRank | null>(null);

  useEffect(() => {
    if (rank.isError) toast.error(t('Failed to fetch current rank'));
  }, [rank.isError, toast, t]);

  const predict = async () => {
    const value = parsePoints(points);
    if (value === null) return; // spec: Predict silently does nothing when the value is invalid
    try {
      setPredicted(await getPredictedRank(gigId, value));
    } catch {
      toast.error(t('Failed to fetch predicted rank'));
    }
  };

  const boostGig = () => {
    const value = parsePoints(points);
    if (value === null) return void toast.error(t('Please enter a valid number of points.'));
    boost.mutate(value, {
      onSuccess: () => {
        toast.success(t('Gig boosted successfully'));
        setPoints('');
        setPredicted(null);
      },
      onError: (error) => toast.error(errorMessage(error, t('Boost failed'))),
    });
  };

  return (
    <Card>
      <h2>{t('Current Gig Rank')}</h2>
      {rank.data ? (
        <p className={styles.rank}>
          {t('#{{rank}} of {{total}} in {{subject}}', { rank: rank.data.rank, total: rank.data.total, subject: rank.data.subject })}
        </p>
      ) : (
        <p>{rank.isPending ? '…' : t('No rank data available')}</p>
      )}
      <div className={styles.boost}>
        <Field label={t('Points')} type="number" min={0} step={1} inputMode="numeric" value={points} onChange={(event) => setPoints(event.target.value)} />
        <Button variant="secondary" onClick={() => void predict()}>{t('Predict Rank')}</Button>
        <Button onClick={boostGig} loading={boost.isPending} disabled={boost.isPending}>{t('Boost Gig')}</Button>
      </div>
      {predicted && (
        <p role="status">{t('Predicted rank: #{{rank}} of {{total}}', { rank: predicted.predicted_rank, total: predicted.total })}</p>
      )}
    </Card>
  );
}
