import { useEffect } from 'react';
import { useNavigate } from '@tutorium/shared/router';

/** Goes to `target` `delayMs` after it is set (null = stay); leaving the page first cancels it. */
export function useRedirectAfter(target: string | null, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (target === null) return;
    const timer = setTimeout(() => void navigate(target, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [target, delayMs, navigate]);
}
