import { STORAGE_KEYS } from '../contracts';
import { readSessionData, type SessionData } from './session.storage';

/** What the sync needs of the session store: to take the session's data. */
interface SessionDataTarget {
  setState(data: SessionData): void;
}

const SESSION_KEYS: ReadonlySet<string> = new Set([STORAGE_KEYS.token, STORAGE_KEYS.user]);

/**
 * Mirrors session changes made in other tabs (sign-in, refresh, logout) into `store`.
 * Returns a function that stops listening.
 */
export function connectCrossTabSync(store: SessionDataTarget, target: Window, storage: Storage | null): () => void {
  const onStorage = (event: StorageEvent): void => {
    if (event.storageArea && event.storageArea !== storage) return;
    // key null means the other tab cleared all of localStorage.
    if (event.key !== null && !SESSION_KEYS.has(event.key)) return;
    // Re-read both keys: a logout removes them one event at a time, storage already holds the end state.
    store.setState(readSessionData(storage));
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
