import { useCallback, useId, useState, type ReactNode } from 'react';
import { useDismiss } from '@tutorium/shared/ui';
import styles from './header.module.css';

interface DropdownMenuProps {
  label: ReactNode;
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
}

/** A disclosure menu: button with aria-expanded, closes on Escape, outside click or choosing an item. */
export function DropdownMenu({ label, children, align = 'start' }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  const root = useDismiss<HTMLDivElement>(open, close);

  return (
    <div className={styles.dropdown} ref={root}>
      <button type="button" className={styles.navButton} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
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
