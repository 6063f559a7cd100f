import { useState } from 'react';
import { ApiError } from '@tutorium/shared/api';
import { PAYMENT_MESSAGES, PREMIUM_DAYS, PREMIUM_PRICE_BDT } from '@tutorium/shared/contracts';
import { useLanguage } from '@tutorium/shared/i18n';
import { useCurrentUser } from '@tutorium/shared/query';
import { useSession } from '@tutorium/shared/session';
import { Badge, Button, ButtonLink, Card, Skeleton } from '@tutorium/shared/ui';
import { useStartPremiumPurchase } from '../../api/start-premium-purchase.api';
import { longDate } from '../../common/format';
import { goToGateway } from '../../common/go-to-gateway';
import { usePaymentsT } from '../../common/payments-t';
import styles from '../../common/payments.module.css';

const isPremiumNow = (premium: boolean | undefined, expires: string | null | undefined) =>
  premium === true && (!expires || new Date(expires).getTime() > Date.now());

/**
 * /buy-premium (also /premium): the premium status, or the 500 BDT month and its payment (spec
 * sections 2, 4, 8). Premium only ranks tutors, so a student is told what it is for and sent to
 * points instead of being offered a purchase that would change nothing (the server refuses it too).
 */
export default function BuyPremiumPage() {
  const t = usePaymentsT();
  const userId = useSession((state) => state.user?.id);
  const userCorrupt = useSession((state) => state.userCorrupt);
  const profile = useCurrentUser(userId !== undefined && !userCorrupt);

  if (userCorrupt) return <Problem text={t('Failed to load user data. Please log in again.')} />;
  if (userId === undefined) return <Problem text={t('You must be logged in to access this page.')} />;
  if (profile.isPending) return <PremiumSkeleton />;
  if (profile.isError) return <Problem text={t('Failed to load user data. Please log in again.')} />;
  if (profile.data.user_type !== 'tutor') return <PremiumIsForTutors />;
  if (isPremiumNow(profile.data.is_premium, profile.data.premium_expires)) return <PremiumActive expires={profile.data.premium_expires ?? null} />;
  return <PremiumOffer userId={userId} />;
}

function PremiumActive({ expires }: { expires: string | null }) {
  const t = usePaymentsT();
  const { language } = useLanguage();
  return (
    <Card tone="premium" className={styles.center}>
      <Badge variant="premium">{t('Premium')}</Badge>
      <h1>{t('You are a Premium User!')}</h1>
      {expires && <p>{t('Your premium membership is active until {{date}}.', { date: longDate(expires, language) })}</p>}
      <ButtonLink to="/dashboard" variant="secondary">{t('Return to Dashboard')}</ButtonLink>
    </Card>
  );
}

function PremiumOffer({ userId }: { userId: number }) {
  const t = usePaymentsT();
  const start = useStartPremiumPurchase();
  const [error, setError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  const pay = () => {
    setError(null);
    start.mutate(userId, {
      onSuccess: (reply) => {
        // Spec section 5: a start counts only with status SUCCESS and a payment address.
        if (reply.status !== 'SUCCESS' || !reply.payment_url) {
          setError(t('Payment initiation failed'));
          return;
        }
        setRedirecting(true);
        goToGateway(reply.payment_url);
      },
      onError: (failure) => {
        const text = failure instanceof ApiError ? failure.serverMessage : failure.message;
        setError(text ? t(text) : t('Payment failed'));
      },
    });
  };

  const busy = start.isPending || redirecting;
  return (
    <div className={styles.page}>
      <header className={`${styles.banner} ${styles.info}`}>
        <div>
          <h1>{t('Go Premium!')}</h1>
          <p>{t('Be the first tutor students see when they look for a tutor.')}</p>
        </div>
      </header>
      <Card tone="premium" as="section" aria-labelledby="premium-card" className={styles.summary}>
        <h2 id="premium-card">{t('1 Month Premium')}</h2>
        <p className={styles.price}>{t('{{price}} BDT', { price: PREMIUM_PRICE_BDT })}</p>
        {/* Exactly what premium changes (tutor lists and searches rank premium first): nothing vaguer. */}
        <ul className={styles.list} aria-label={t('What premium gives you')}>
          <li>{t('You are listed first in tutor searches and tutor lists while premium is active')}</li>
          <li>{t('A gold highlight and a Premium badge on your tutor card and profile')}</li>
          <li>{t('Active for {{days}} days from payment; buy again once it ends', { days: PREMIUM_DAYS })}</li>
        </ul>
        {/* t('You are already a Premium User.') t('Premium is for tutors: it lists them first when students search for tutors.') */}
        {error && <p role="alert" className={`${styles.banner} ${styles.error}`}>{error}</p>}
        {busy && (
          <p role="status" className={styles.muted}>
            {redirecting ? t('Redirecting to payment gateway...') : t('Processing your request...')}
          </p>
        )}
        <Button onClick={pay} loading={busy}>{t('Proceed to Payment')}</Button>
        <div className={styles.actions}>
          <Badge variant="success">{t('Secure Payment')}</Badge>
          <Badge variant="info">{t('Instant Activation')}</Badge>
        </div>
      </Card>
    </div>
  );
}

/** A student's view: why premium exists and who it helps, with points (what a student buys) instead of a payment. */
function PremiumIsForTutors() {
  const t = usePaymentsT();
  return (
    <Card as="section" aria-labelledby="premium-for-tutors" className={styles.center}>
      <Badge variant="premium">{t('Premium')}</Badge>
      <h1 id="premium-for-tutors">{t('Premium is for tutors')}</h1>
      <p>{t(PAYMENT_MESSAGES.premiumForTutors)}</p>
      <p>
        {t('Premium tutors come first in your tutor searches and lists, with a gold highlight and a Premium badge on their cards. A student account gains nothing from it, so it is not sold to students.')}
      </p>
      <p>{t("Students buy points: they unlock tutors' contact details and post jobs.")}</p>
      <ButtonLink to="/buy-points">{t('Buy Points')}</ButtonLink>
    </Card>
  );
}

function Problem({ text }: { text: string }) {
  const t = usePaymentsT();
  return (
    <Card className={styles.center}>
      <p role="alert">{text}</p>
      <ButtonLink to="/login">{t('Go to Login')}</ButtonLink>
    </Card>
  );
}

function PremiumSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <Skeleton height="4rem" />
      <Skeleton height="14rem" />
    </div>
  );
}
