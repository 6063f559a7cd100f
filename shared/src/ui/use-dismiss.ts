import { useEffect, useRef } from 'react';

/**
 * Closes an open disclosure (a menu, the bell's panel) on Escape or a press outside the returned
 * element's tree, as people expect of a dropdown.
 */
export function useDismiss<E extends HTMLElement>(open: boolean, close: () => void) {
  const root = useRef<E>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);
  return root;
}
