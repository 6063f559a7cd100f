import { PAYMENT_FAIL_REASONS, TRANSACTION_ID_PATTERN, type PaymentFailReason } from '@tutorium/shared/contracts';
import { useSearchParams } from '@tutorium/shared/router';
import { ButtonLink, Card } from '@tutorium/shared/ui';
import { usePaymentsT } from '../../common/payments-t';
import styles from '../../common/payments.module.css';

const STATUSES = ['FAILED', 'CANCELLED'];

/**
 * /payments/fail/: the transaction, status and reason (spec section 8 defaults). Anyone can make
 * a link to this page, so it shows only its own texts: a reason code picks one of them, and a
 * status or transaction id that is not of our making is not shown.
 */
export default function PaymentFailPage() {
  const t = usePaymentsT();
  const [params] = useSearchParams();
  const givenId = params.get('tran_id');
  const tranId = givenId && TRANSACTION_ID_PATTERN.test(givenId) ? givenId : null;
  const status = STATUSES.find((known) => known === params.get('status')) ?? STATUSES[0];
  const code = params.get('reason');
  const reason = code !== null && Object.hasOwn(PAYMENT_FAIL_REASONS, code) ? PAYMENT_FAIL_REASONS[code as PaymentFailReason] : PAYMENT_FAIL_REASONS.unknown;
  // t('The payment was declined.') t('The payment could not be verified.') t('An unknown error occurred during your payment.')
  return (
    <Card className={styles.center}>
      <h1>{t('Payment Failed')}</h1>
      <p role="alert">{t('Your payment could not be completed. No points were added.')}</p>
      <dl className={styles.facts}>
        {tranId && (
          <>
            <dt>{t('Transaction ID')}</dt>
            <dd>{tranId}</dd>
          </>
        )}
        <dt>{t('Status')}</dt>
        <dd>{status}</dd>
        <dt>{t('Reason')}</dt>
        <dd>{t(reason)}</dd>
      </dl>
      <div className={styles.actions}>
        <ButtonLink to="/credit-purchase">{t('Try Again')}</ButtonLink>
        <ButtonLink to="/contact" variant="secondary">{t('Contact Support')}</ButtonLink>
        <ButtonLink to="/" variant="ghost">{t('Go Home')}</ButtonLink>
      </div>
    </Card>
  );
}
