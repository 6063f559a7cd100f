import { useTranslation } from 'react-i18next';
import { usePointsBalance, withQueryClient } from '@tutorium/shared/query';
import { Link } from '@tutorium/shared/router';
import styles from './points-balance.module.css';

/**
 * The signed-in user's points in the header, linking to /buy-points. It reads the page's shared
 * balance query, so a spend or purchase in any remote (which invalidates it) shows here without a
 * reload; a failed fetch shows 0 (spec section 8).
 */
export function PointsBalance() {
  const { t } = useTranslation('common');
  const balance = usePointsBalance();
  if (balance.isPending) return null;
  const points = balance.isSuccess && typeof balance.data.balance === 'number' ? balance.data.balance : 0;
  return (
    <Link to="/buy-points" className={styles.balance} data-testid="points-balance">
      {`${points} ${t('points')}`}
    </Link>
  );
}

// The header loads this module once someone is signed in: TanStack Query stays out of the first bundle.
export default withQueryClient(PointsBalance);
