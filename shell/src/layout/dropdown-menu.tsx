import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
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
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.dropdown} ref={root}>
      <button type="button" className={styles.navButton} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {label} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id={id} className={align === 'end' ? `${styles.menu} ${styles.menuEnd}` : styles.menu}>
          {children(() => setOpen(false))}
        </ul>
      )}
    </div>
  );
}
