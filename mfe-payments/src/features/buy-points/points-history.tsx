import { useState } from 'react';
import { ledgerReasonText, type PointsHistoryEntry } from '@tutorium/shared/contracts';
import { useLanguage } from '@tutorium/shared/i18n';
import { usePointsBalance } from '@tutorium/shared/query';
import { Button, Card, EmptyState, ErrorState, Skeleton } from '@tutorium/shared/ui';
import { HISTORY_PAGE_SIZE, usePointsHistory } from '../../api/get-points-history.api';
import { shortDateTime } from '../../common/format';
import { usePaymentsT } from '../../common/payments-t';
import styles from '../../common/payments.module.css';

// The ledger's reasons in words (LEDGER_REASON_TEXTS), keys of this namespace:
// t('Welcome points') t('Points purchase') t('New gig') t('Gig boost') t('Job posted') t('Job unlocked')
// t('Contact unlocked') t('Points refunded') t('Premium payment credited as points')

/** The current balance and every change of it, newest first, with the balance after each. */
export function PointsHistory() {
  const t = usePaymentsT();
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const balance = usePointsBalance();
  const history = usePointsHistory(page);

  return (
    <Card as="section" aria-labelledby="history-title">
      <h2 id="history-title">{t('Your Points')}</h2>
      <p data-testid="current-balance">
        {t('Current balance')}: <strong>{balance.isSuccess ? t('{{points}} points', { points: balance.data.balance }) : '…'}</strong>
      </p>
      <h3>{t('Points History')}</h3>
      {history.isPending ? (
        <Skeleton height="6rem" />
      ) : history.isError ? (
        <ErrorState title={t('Failed to load points history.')} onRetry={() => void history.refetch()} headingLevel={4} />
      ) : history.data.count === 0 ? (
        <EmptyState title={t('No points activity yet.')} />
      ) : (
        <>
          {/* On a narrow phone the table scrolls sideways inside its card, not the whole page. */}
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('Date')}</th>
                  <th scope="col">{t('Change')}</th>
                  <th scope="col">{t('Reason')}</th>
                  <th scope="col">{t('Balance')}</th>
                </tr>
              </thead>
              <tbody>
                {history.data.results.map((row: PointsHistoryEntry) => (
                  <tr key={row.id}>
                    <td>{shortDateTime(row.created_at, language)}</td>
                    <td className={row.delta > 0 ? styles.plus : styles.minus}>{row.delta > 0 ? `+${row.delta}` : row.delta}</td>
                    <td>
                      {ledgerReasonText(row.reason, t)}
                      {row.note && <span className={styles.note}>{row.note}</span>}
                    </td>
                    <td>{row.balance}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {history.data.count > HISTORY_PAGE_SIZE && (
            <div className={styles.actions}>
              <Button variant="secondary" size="sm" disabled={history.data.previous === null} onClick={() => setPage(page - 1)}>{t('Previous')}</Button>
              <Button variant="secondary" size="sm" disabled={history.data.next === null} onClick={() => setPage(page + 1)}>{t('Next')}</Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
