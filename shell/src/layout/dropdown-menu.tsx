import { useCallback, useId, useState, type ReactNode } from 'react';
import { useDismiss } from '@tutorium/shared/ui';
import { useLive } from '../app/use-live';
import styles from './header.module.css';

interface DropdownMenuProps {
  label: ReactNode;
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
}

/**
 * A disclosure menu: button with aria-expanded, closes on Escape, outside click or choosing an item.
 * In the build's HTML, before React owns it, its button says it does not work yet (aria-disabled).
 */
export function DropdownMenu({ label, children, align = 'start' }: DropdownMenuProps) {
  const live = useLive();
  const [open, setOpen] = useState(false);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  const root = useDismiss<HTMLDivElement>(open, close);

  return (
    <div className={styles.dropdown} ref={root}>
      <button type="button" className={styles.navButton} aria-expanded={open} aria-controls={id}
        aria-disabled={!live || undefined} onClick={() => setOpen(!open)}>
        {label} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id={id} className={align === 'end' ? `${styles.menu} ${styles.menuEnd}` : styles.menu}>
          {children(close)}
        </ul>
      )}
    </div>
  );
}
