import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '@tutorium/shared/api';
import { GIG_PATHS, type PointsBalance as Balance } from '@tutorium/shared/contracts';
import { Link } from '@tutorium/shared/router';
import { useSession } from '@tutorium/shared/session';
import styles from './points-balance.module.css';

/**
 * The signed-in user's points in the header, linking to /buy-points. Asked again whenever the
 * session says the balance changed (pointsChanged after a spend or a purchase); a failed fetch
 * shows 0 (spec section 8).
 */
export function PointsBalance() {
  const { t } = useTranslation('common');
  const token = useSession((state) => state.token);
  const version = useSession((state) => state.pointsVersion);
  const [balance, setBalance] = useState<number | null>(null);

  useEffect(() => {
    if (token === null) return undefined;
    const controller = new AbortController();
    apiFetch<Balance>(GIG_PATHS.points, { signal: controller.signal })
      .then((reply) => setBalance(typeof reply?.balance === 'number' ? reply.balance : 0))
      .catch(() => {
        if (!controller.signal.aborted) setBalance(0);
      });
    return () => controller.abort();
  }, [token, version]);

  if (token === null || balance === null) return null;
  return (
    <Link to="/buy-points" className={styles.balance} data-testid="points-balance">
      {`${balance} ${t('points')}`}
    </Link>
  );
}
