import { PREMIUM_PRICE_BDT, type User } from '@tutorium/shared/contracts';
import { useLanguage } from '@tutorium/shared/i18n';
import { Link } from '@tutorium/shared/router';
import { Badge, Card } from '@tutorium/shared/ui';
import { longDate } from '../../common/format';
import { usePaymentsT } from '../../common/payments-t';
import styles from '../../common/payments.module.css';

const isPremiumNow = (user: User) =>
  user.is_premium === true && (!user.premium_expires || new Date(user.premium_expires).getTime() > Date.now());

/** Free and Premium plans; an active premium is shown with its expiry and offers nothing to click. */
export function MembershipPlans({ user }: { user: User }) {
  const t = usePaymentsT();
  const { language } = useLanguage();
  const premium = isPremiumNow(user);
  const premiumFeatures = [t('Priority support'), t('Exclusive discounts'), t('Unlimited access'), t('Advanced features'), t('Early access')];
  const premiumBody = (
    <>
      <h3>{premium ? t('Premium Active') : t('Premium Plan')}</h3>
      <p className={styles.muted}>{t('{{price}} BDT / month', { price: PREMIUM_PRICE_BDT })}</p>
      <ul className={styles.list}>
        {premiumFeatures.map((feature) => <li key={feature}>{feature}</li>)}
      </ul>
      {premium && user.premium_expires && <p>{t('Expires on {{date}}', { date: longDate(user.premium_expires, language) })}</p>}
    </>
  );
  return (
    <section aria-labelledby="plans-title">
      <h2 id="plans-title">{t('Membership Plans')}</h2>
      <ul className={styles.grid}>
        <Card as="li">
          <h3>{t('Free Plan')}</h3>
          {!premium && <Badge>{t('Current plan')}</Badge>}
          <ul className={styles.list}>
            <li>{t('Basic feature access')}</li>
            <li>{t('Limited monthly points')}</li>
            <li>{t('Free job browsing')}</li>
            <li>{t('Standard support')}</li>
          </ul>
        </Card>
        <Card as="li" tone="premium" data-testid="premium-plan">
          {premium ? premiumBody : <Link to="/buy-premium" className={styles.cardLink} aria-label={t('Premium Plan')}>{premiumBody}</Link>}
        </Card>
      </ul>
    </section>
  );
}
