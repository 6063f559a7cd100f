import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  clearStoredSession,
  getLocalStorage,
  readSessionData,
  writeToken,
  writeUser,
  type SessionData,
} from './session.storage';
import { connectCrossTabSync } from './session.sync';
import type { User } from './user';

export type { SessionStatus } from './session.storage';

/** The session's data and the only ways to change it. */
export interface SessionState extends SessionData {
  /** Signs in: stores the access token and the user. */
  login: (token: string, user: User) => void;
  /** Replaces the access token (after a refresh). */
  setToken: (token: string) => void;
  /** Replaces the stored user (after a profile change). */
  setUser: (user: User) => void;
  /** Signs out: forgets the token and the user, here and in localStorage. */
  logout: () => void;
}

/** The vanilla zustand store holding the session. */
export type SessionStore = StoreApi<SessionState>;

/** Creates a session store hydrated from `storage`; pages use the one from `getSessionStore()`. */
export function createSessionStore(storage: Storage | null = getLocalStorage()): SessionStore {
  return createStore<SessionState>()((set) => ({
    ...readSessionData(storage),
    login: (token, user) => {
      writeToken(storage, token);
      writeUser(storage, user);
      set({ token, user, userCorrupt: false, status: 'authenticated' });
    },
    setToken: (token) => {
      writeToken(storage, token);
      set({ token, status: 'authenticated' });
    },
    setUser: (user) => {
      writeUser(storage, user);
      set({ user, userCorrupt: false });
    },
    logout: () => {
      clearStoredSession(storage);
      set({ token: null, user: null, userCorrupt: false, status: 'anonymous' });
    },
  }));
}

// Symbol.for is global: a second copy of this module (another remote's bundle) finds the same store.
const STORE_KEY: unique symbol = Symbol.for('@tutorium/shared/session');
const pageGlobal = globalThis as typeof globalThis & { [STORE_KEY]?: SessionStore };

/** The page's one session store, created and synced across tabs on first use. */
export function getSessionStore(): SessionStore {
  let store = pageGlobal[STORE_KEY];
  if (!store) {
    const storage = getLocalStorage();
    store = createSessionStore(storage);
    if (typeof window !== 'undefined') connectCrossTabSync(store, window, storage);
    pageGlobal[STORE_KEY] = store;
  }
  return store;
}

/** The current session, for code outside React (its actions included). */
export function getSession(): SessionState {
  return getSessionStore().getState();
}
