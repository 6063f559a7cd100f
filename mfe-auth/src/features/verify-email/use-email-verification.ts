import { useEffect, useRef, useState } from 'react';
import { verifyEmail } from './verify-email.api';

export type Verification =
  | { state: 'loading' }
  | { state: 'success'; detail: string | null }
  | { state: 'error'; error: unknown };

/** Sends the link's uid and token once (a link is single-use, so StrictMode's second effect run must not resend). */
export function useEmailVerification(uid: string, token: string): Verification {
  const [verification, setVerification] = useState<Verification>({ state: 'loading' });
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verifyEmail({ uid, token }).then(
      (reply) => setVerification({ state: 'success', detail: reply?.detail ?? null }),
      (error: unknown) => setVerification({ state: 'error', error }),
    );
  }, [uid, token]);

  return verification;
}
