import { STORAGE_KEYS } from '../contracts';
import { isUser, type User } from './user';

/** What localStorage holds about the session, already validated. */
export interface StoredSession {
  token: string | null;
  user: User | null;
  /** The 'user' key held something that is not a valid user (the dashboard reports it). */
  userCorrupt: boolean;
}

/** The page's localStorage, or null where it is unavailable (disabled storage, sandboxed frames). */
export function getLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Whether someone is signed in on this page. */
export type SessionStatus = 'anonymous' | 'authenticated';

/** The session's data: what storage holds plus the status derived from the token. */
export interface SessionData extends StoredSession {
  status: SessionStatus;
}

/** Reads the session from localStorage; signed in means a token is present. */
export function readSessionData(storage: Storage | null): SessionData {
  const stored = readStoredSession(storage);
  return { ...stored, status: stored.token ? 'authenticated' : 'anonymous' };
}

/** Reads the token and user the spec keeps in localStorage. */
function readStoredSession(storage: Storage | null): StoredSession {
  const token = read(storage, STORAGE_KEYS.token) || null;
  const rawUser = read(storage, STORAGE_KEYS.user);
  if (rawUser === null) return { token, user: null, userCorrupt: false };
  const user = parseUser(rawUser);
  return { token, user, userCorrupt: user === null };
}

/** Stores the access token as a plain string. */
export function writeToken(storage: Storage | null, token: string): void {
  write(storage, STORAGE_KEYS.token, token);
}

/** Stores the user as JSON. */
export function writeUser(storage: Storage | null, user: User): void {
  write(storage, STORAGE_KEYS.user, JSON.stringify(user));
}

/** Removes the token and the user. */
export function clearStoredSession(storage: Storage | null): void {
  try {
    storage?.removeItem(STORAGE_KEYS.token);
    storage?.removeItem(STORAGE_KEYS.user);
  } catch {
    // Storage that refuses writes leaves nothing to clear.
  }
}

function parseUser(raw: string): User | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    return isUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function read(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // A full or disabled storage must not break the sign-in; the session still lives in memory.
  }
}
