import { Button } from '@tutorium/shared/ui';
import { usePaymentsT } from './payments-t';
import styles from './payments.module.css';

export interface BannerMessage {
  tone: 'error' | 'info';
  text: string;
}

/** A dismissible message above the page (spec: the buy-points banner for errors and info). */
export function Banner({ message, onDismiss }: { message: BannerMessage; onDismiss: () => void }) {
  const t = usePaymentsT();
  return (
    <div role={message.tone === 'error' ? 'alert' : 'status'} className={`${styles.banner} ${styles[message.tone]}`}>
      <p>{message.text}</p>
      <Button variant="ghost" size="sm" onClick={onDismiss}>{t('Dismiss')}</Button>
    </div>
  );
}
