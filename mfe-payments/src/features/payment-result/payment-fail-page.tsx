import { useSearchParams } from '@tutorium/shared/router';
import { ButtonLink, Card } from '@tutorium/shared/ui';
import { usePaymentsT } from '../../common/payments-t';
import styles from '../../common/payments.module.css';

const DEFAULT_STATUS = 'FAILED';

/** /payments/fail/: the transaction, status and reason the gateway gave (spec section 8 defaults). */
export default function PaymentFailPage() {
  const t = usePaymentsT();
  const [params] = useSearchParams();
  const tranId = params.get('tran_id');
  const status = params.get('status') || DEFAULT_STATUS;
  const reason = params.get('reason');
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
        <dd>{reason || t('An unknown error occurred during your payment.')}</dd>
      </dl>
      <div className={styles.actions}>
        <ButtonLink to="/credit-purchase">{t('Try Again')}</ButtonLink>
        <ButtonLink to="/contact" variant="secondary">{t('Contact Support')}</ButtonLink>
        <ButtonLink to="/" variant="ghost">{t('Go Home')}</ButtonLink>
      </div>
    </Card>
  );
}
