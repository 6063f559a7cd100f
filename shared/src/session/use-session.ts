import { useSyncExternalStore } from 'react';
import { getSessionStore, type SessionState } from './session.store';
import type { SessionData } from './session.storage';

// What a prerendered page was rendered with: nobody is signed in on the server.
const SIGNED_OUT: SessionData = { token: null, user: null, userCorrupt: false, status: 'anonymous' };

/**
 * Subscribes a component to part of the session, e.g. `useSession((s) => s.user)`.
 * Select single values (or use zustand's `useShallow`): a selector building a new object each call re-renders forever.
 * While React hydrates prerendered HTML (and when prerendering) the session reads as signed out, as
 * the HTML was rendered; right after hydration the stored session renders.
 */
export function useSession<T>(selector: (state: SessionState) => T): T {
  const store = getSessionStore();
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector({ ...store.getState(), ...SIGNED_OUT }),
  );
}
