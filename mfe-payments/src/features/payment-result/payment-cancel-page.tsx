import { useParams } from '@tutorium/shared/router';
import { Button, ButtonLink, Card } from '@tutorium/shared/ui';
import { useNavigate } from '@tutorium/shared/router';
import { usePaymentsT } from '../../common/payments-t';
import styles from '../../common/payments.module.css';

/** /payments/cancel/{points|premium}: nothing was charged; Try Again returns to what was being bought. */
export default function PaymentCancelPage() {
  const t = usePaymentsT();
  const navigate = useNavigate();
  const premium = useParams().type === 'premium';
  return (
    <Card className={styles.center}>
      <h1>{t('Payment Cancelled')}</h1>
      <p>{premium ? t('Your premium purchase was cancelled. Nothing was charged.') : t('Your points purchase was cancelled. Nothing was charged.')}</p>
      <div className={styles.actions}>
        <ButtonLink to={premium ? '/premium' : '/points/purchase'}>{t('Try Again')}</ButtonLink>
        <Button variant="secondary" onClick={() => void navigate('/dashboard')}>{t('Return to Dashboard')}</Button>
      </div>
    </Card>
  );
}
