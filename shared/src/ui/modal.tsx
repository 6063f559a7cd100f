import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { focusableIn, trapTabKey } from './focus-trap';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on a click outside the panel and on the Close button. */
  onClose: () => void;
  /** The dialog's heading; it also names the dialog. */
  title: ReactNode;
  children: ReactNode;
  /** Action buttons shown under the content. */
  footer?: ReactNode;
  /** Element to focus on open; defaults to the first focusable element of the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: 'sm' | 'md' | 'lg';
}

/** A modal dialog: traps Tab, closes on Escape or outside click, and returns focus to its opener. */
export function Modal({ open, ...props }: ModalProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({ onClose, title, children, footer, initialFocusRef, size = 'md' }: Omit<ModalProps, 'open'>) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressStartedOutside = useRef(false);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = initialFocusRef?.current ?? (bodyRef.current && focusableIn(bodyRef.current)[0]) ?? panelRef.current;
    target?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
    // Focus moves once per opening, not when the caller re-renders with new props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const isBackdrop = (event: MouseEvent<HTMLDivElement>) => event.target === event.currentTarget;

  return (
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        pressStartedOutside.current = isBackdrop(event);
      }}
      onClick={(event) => {
        if (isBackdrop(event) && pressStartedOutside.current) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.panel} ${styles[size]}`}
        onKeyDown={(event) => panelRef.current && trapTabKey(event, panelRef.current)}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>{title}</h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('Close')}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div ref={bodyRef} className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>
  );
}
