import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import styles from './states.module.css';

export interface ErrorStateProps {
  title: ReactNode;
  message?: ReactNode;
  /** Shows a Retry button that calls this. */
  onRetry?: () => void;
  /** Label of the retry button; defaults to the translated 'Retry' (e.g. pass t('Try Again')). */
  retryLabel?: ReactNode;
  /** Level of the title heading; defaults to 2. */
  headingLevel?: 2 | 3 | 4;
}

/** An error announced as an alert, with an optional Retry button. */
export function ErrorState({ title, message, onRetry, retryLabel, headingLevel = 2 }: ErrorStateProps) {
  const { t } = useTranslation('common');
  const Heading = `h${headingLevel}` as const;
  return (
    <section role="alert" className={`${styles.state} ${styles.error}`}>
      <Heading className={styles.title}>{title}</Heading>
      {message && <p className={styles.text}>{message}</p>}
      {onRetry && (
        <div className={styles.action}>
          <Button variant="secondary" onClick={onRetry}>{retryLabel ?? t('Retry')}</Button>
        </div>
      )}
    </section>
  );
}
