import { useTranslation } from 'react-i18next';
import type { PointsBalance as Balance } from '@tutorium/shared/contracts';
import { usePagePointsBalance } from '@tutorium/shared/page-state';
import { Link } from '@tutorium/shared/router';
import styles from './points-balance.module.css';

/**
 * The signed-in user's points in the header, linking to /buy-points. It reads the page's shared
 * balance (page state, moved into the page's query client once a remote brings one), so a spend or
 * purchase in any remote (which invalidates it) shows here without a reload; a failed fetch shows 0
 * (spec section 8).
 */
export function PointsBalance() {
  const { t } = useTranslation('common');
  const balance = usePagePointsBalance();
  if (balance.status === 'pending') return null;
  // Spec section 8: a failed fetch, or an answer without a number, shows 0.
  const answer: Partial<Balance> | null = balance.status === 'success' ? balance.data : null;
  const points = typeof answer?.balance === 'number' ? answer.balance : 0;
  return (
    <Link to="/buy-points" className={styles.balance} data-testid="points-balance">
      {`${points} ${t('points')}`}
    </Link>
  );
}

// The header loads this module once someone is signed in.
export default PointsBalance;
