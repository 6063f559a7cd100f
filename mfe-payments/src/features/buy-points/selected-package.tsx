import type { CreditPackage } from '@tutorium/shared/contracts';
import { Button, Card } from '@tutorium/shared/ui';
import { usePaymentsT } from '../../common/payments-t';
import styles from '../../common/payments.module.css';

/** What the buyer is about to pay: total points (points plus bonus) and price. */
export function SelectedPackage({ pack, paying, onPay }: { pack: CreditPackage | null; paying: boolean; onPay: () => void }) {
  const t = usePaymentsT();
  return (
    <Card as="section" aria-labelledby="selected-title" className={styles.summary}>
      <h2 id="selected-title">{t('Selected Package')}</h2>
      {pack ? (
        <>
          <dl className={styles.facts}>
            <dt>{t('Total points')}</dt>
            <dd>{pack.points + pack.bonus}</dd>
            <dt>{t('Price')}</dt>
            <dd>{t('{{price}} BDT', { price: pack.price })}</dd>
          </dl>
          <Button onClick={onPay} loading={paying}>{t('Proceed to Payment')}</Button>
        </>
      ) : (
        <p className={styles.muted}>{t('Select a credit package above')}</p>
      )}
    </Card>
  );
}
