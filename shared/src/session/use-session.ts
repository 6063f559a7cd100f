import { useStore } from 'zustand';
import { getSessionStore, type SessionState } from './session.store';

/**
 * Subscribes a component to part of the session, e.g. `useSession((s) => s.user)`.
 * Select single values (or use zustand's `useShallow`): a selector building a new object each call re-renders forever.
 */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(getSessionStore(), selector);
}
