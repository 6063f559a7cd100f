import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PaymentTransaction } from '@tutorium/shared/contracts';
import { useLanguage } from '@tutorium/shared/i18n';
import { invalidateCurrentUser, invalidatePointsBalance } from '@tutorium/shared/query';
import { useSearchParams } from '@tutorium/shared/router';
import { ButtonLink, Card, ErrorState, Skeleton } from '@tutorium/shared/ui';
import { useTransaction } from '../../api/get-transaction.api';
import { longDate } from '../../common/format';
import { usePaymentsT } from '../../common/payments-t';
import styles from '../../common/payments.module.css';

/**
 * /payments/success/: what was credited, as the server recorded it. The query's tran_id only says
 * which purchase to ask about; its amount or credit never convince this page.
 */
export default function PaymentSuccessPage() {
  const t = usePaymentsT();
  const [params] = useSearchParams();
  const tranId = params.get('tran_id') ?? '';
  const transaction = useTransaction(tranId);

  if (tranId === '') return <NotFound />;
  if (transaction.isPending) {
    return (
      <Card className={styles.center} aria-busy="true">
        <p role="status">{t('Confirming your payment...')}</p>
        <Skeleton height="6rem" />
      </Card>
    );
  }
  if (transaction.isError) return <NotFound />;
  return <Result payment={transaction.data} />;
}

function Result({ payment }: { payment: PaymentTransaction }) {
  const t = usePaymentsT();
  const { language } = useLanguage();
  const client = useQueryClient();
  const announced = useRef(false);
  const paid = payment.status === 'PAID';

  useEffect(() => {
    if (!paid || announced.current) return;
    announced.current = true;
    // The balance (the header's too) and the cached current user (premium) are stale now.
    void invalidatePointsBalance(client);
    void invalidateCurrentUser(client);
  }, [paid, client]);

  if (payment.status === 'PENDING') {
    return (
      <Card className={styles.center}>
        <h1>{t('Confirming your payment...')}</h1>
        <p role="status">{t('Your payment is being confirmed. This page will update shortly.')}</p>
        <Facts payment={payment} />
      </Card>
    );
  }
  if (!paid) {
    return (
      <Card className={styles.center}>
        <h1>{t('Payment not completed')}</h1>
        <p role="alert">{t('This payment was not completed. Nothing was charged to your points.')}</p>
        <Facts payment={payment} />
        <ButtonLink to={payment.payment_type === 'premium' ? '/premium' : '/points/purchase'}>{t('Try Again')}</ButtonLink>
      </Card>
    );
  }
  return (
    <Card className={styles.center}>
      <h1>{t('Payment Successful!')}</h1>
      <p role="status" className={`${styles.banner} ${styles.success}`}>
        {payment.payment_type === 'premium'
          ? t('You are a Premium User until {{date}}.', { date: longDate(payment.premium_expires, language) })
          : t('{{points}} points were added to your balance.', { points: payment.credit })}
      </p>
      <Facts payment={payment} />
      <div className={styles.actions}>
        <ButtonLink to="/dashboard">{t('Go to Dashboard')}</ButtonLink>
        {payment.payment_type === 'premium' ? (
          <ButtonLink to="/buy-premium" variant="secondary">{t('View Premium')}</ButtonLink>
        ) : (
          <ButtonLink to="/buy-points" variant="secondary">{t('Buy More Points')}</ButtonLink>
        )}
      </div>
    </Card>
  );
}

function Facts({ payment }: { payment: PaymentTransaction }) {
  const t = usePaymentsT();
  return (
    <dl className={styles.facts}>
      <dt>{t('Transaction ID')}</dt>
      <dd>{payment.tran_id}</dd>
      <dt>{t('Amount')}</dt>
      <dd>{`${payment.amount} ${payment.currency}`}</dd>
      <dt>{t('Payment Type')}</dt>
      <dd>{payment.payment_type === 'premium' ? t('Premium') : t('Points')}</dd>
      {payment.payment_type === 'points' && (
        <>
          <dt>{t('Points Credited')}</dt>
          <dd>{payment.status === 'PAID' ? payment.credit : 0}</dd>
        </>
      )}
    </dl>
  );
}

function NotFound() {
  const t = usePaymentsT();
  return (
    <div className={styles.center}>
      <ErrorState title={t('Payment not found')} message={t('We could not find this payment. If money was taken, please contact support.')} />
      <div className={styles.actions}>
        <ButtonLink to="/contact" variant="secondary">{t('Contact Support')}</ButtonLink>
        <ButtonLink to="/dashboard">{t('Go to Dashboard')}</ButtonLink>
      </div>
    </div>
  );
}
