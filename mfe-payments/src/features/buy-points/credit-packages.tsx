import { CREDIT_PACKAGES, type CreditPackage } from '@tutorium/shared/contracts';
import { usePaymentsT } from '../../common/payments-t';
import styles from '../../common/payments.module.css';

/** The four credit packages of spec section 9 as selectable cards. */
export function CreditPackages({ selected, onSelect }: { selected: CreditPackage | null; onSelect: (pack: CreditPackage) => void }) {
  const t = usePaymentsT();
  return (
    <section aria-labelledby="packages-title">
      <h2 id="packages-title">{t('Credit Packages')}</h2>
      <ul className={styles.grid}>
        {CREDIT_PACKAGES.map((pack) => (
          <li key={pack.id}>
            <button type="button" className={styles.package} aria-pressed={selected?.id === pack.id} onClick={() => onSelect(pack)}>
              <span className={styles.packagePoints}>{t('{{points}} Points', { points: pack.points })}</span>
              <span>{t('{{price}} BDT', { price: pack.price })}</span>
              {pack.discount > 0 && <span>{t('{{discount}}% off', { discount: pack.discount })}</span>}
              {pack.bonus > 0 && <span>{t('+{{bonus}} bonus points', { bonus: pack.bonus })}</span>}
              <span className={styles.muted}>{t('No expiration')}</span>
              <span className={styles.muted}>{t('Delivered instantly')}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
