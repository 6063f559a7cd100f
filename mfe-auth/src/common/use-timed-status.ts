import { useCallback, useEffect, useState } from 'react';

export type StatusKind = 'info' | 'success' | 'error';

export interface Status {
  kind: StatusKind;
  text: string;
}

export type TimedStatus = ReturnType<typeof useTimedStatus>;

/** A status message that clears itself `durationMs` after it was last shown. */
export function useTimedStatus(durationMs: number) {
  const [status, setStatus] = useState<Status | null>(null);

  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(null), durationMs);
    return () => clearTimeout(timer);
  }, [status, durationMs]);

  const show = useCallback((kind: StatusKind, text: string) => setStatus({ kind, text }), []);
  const clear = useCallback(() => setStatus(null), []);
  return { status, show, clear };
}
