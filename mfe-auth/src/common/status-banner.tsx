import type { Status } from './use-timed-status';
import styles from './status-banner.module.css';

/** An info, success or error banner; errors are announced as alerts, the others politely. */
export function StatusBanner({ status }: { status: Status | null }) {
  if (!status) return null;
  return (
    <p role={status.kind === 'error' ? 'alert' : 'status'} className={`${styles.banner} ${styles[status.kind]}`}>
      {status.text}
    </p>
  );
}
