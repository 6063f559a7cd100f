import { useState } from 'react';
import type { CreditPackage } from '@tutorium/shared/contracts';
import { useCurrentUser } from '@tutorium/shared/query';
import { useSession } from '@tutorium/shared/session';
import { ButtonLink, Card, Skeleton } from '@tutorium/shared/ui';
import { useStartPointsPurchase } from '../../api/start-points-purchase.api';
import { Banner, type BannerMessage } from '../../common/banner';
import { goToGateway } from '../../common/go-to-gateway';
import { usePaymentsT } from '../../common/payments-t';
import styles from '../../common/payments.module.css';
import { CreditPackages } from './credit-packages';
import { MembershipPlans } from './membership-plans';
import { PointsHistory } from './points-history';
import { SelectedPackage } from './selected-package';

/** /buy-points (also /credit-purchase, /points/purchase): plans, packages, the chosen one, balance and history. */
export default function BuyPointsPage() {
  const t = usePaymentsT();
  const profile = useCurrentUser();
  const userId = useSession((state) => state.user?.id);
  const purchase = useStartPointsPurchase();
  const [selected, setSelected] = useState<CreditPackage | null>(null);
  const [banner, setBanner] = useState<BannerMessage | null>(null);

  if (profile.isPending) return <PageSkeleton />;
  if (profile.isError) return <AuthenticationRequired />;

  const pay = () => {
    // Spec section 5: without a package nothing happens.
    if (!selected) return;
    setBanner(null);
    purchase.mutate(
      { pack: selected, userId: userId ?? profile.data.id },
      {
        onSuccess: (started) => {
          if (!started.payment_url) {
            setBanner({ tone: 'error', text: t('Payment failed. Please try again.') });
            return;
          }
          setBanner({ tone: 'info', text: t('Redirecting to payment gateway...') });
          goToGateway(started.payment_url);
        },
        onError: () => setBanner({ tone: 'error', text: t('Payment failed. Please try again.') }),
      },
    );
  };

  return (
    <div className={styles.page}>
      <header>
        <h1>{t('Upgrade Your Experience')}</h1>
        <p className={styles.lead}>{t('Buy points to unlock tutors and jobs, or go premium.')}</p>
      </header>
      {banner && <Banner message={banner} onDismiss={() => setBanner(null)} />}
      <MembershipPlans user={profile.data} />
      <CreditPackages selected={selected} onSelect={setSelected} />
      <SelectedPackage pack={selected} paying={purchase.isPending} onPay={pay} />
      <PointsHistory />
    </div>
  );
}

function AuthenticationRequired() {
  const t = usePaymentsT();
  return (
    <Card className={styles.center}>
      <h1>{t('Authentication Required')}</h1>
      <p>{t('Please log in to continue')}</p>
      <ButtonLink to="/login">{t('Go to Login')}</ButtonLink>
    </Card>
  );
}

function PageSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <Skeleton height="2.5rem" width="50%" />
      <Skeleton height="10rem" />
      <Skeleton height="10rem" />
    </div>
  );
}
