import { useEffect, useState } from 'react';
import { getSession } from '@tutorium/shared/session';
import { getProfile } from './get-profile.api';

/**
 * Fetches the profile and puts it in the session, so the page and the header show the same user;
 * the page then reads the user from the session.
 */
export function useProfileLoad(): 'loading' | 'ready' | 'error' {
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  useEffect(() => {
    const controller = new AbortController();
    getProfile(controller.signal).then(
      (user) => {
        getSession().setUser(user);
        setState('ready');
      },
      () => {
        if (!controller.signal.aborted) setState('error');
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
