import { getApiConfig } from '../api/api-config';
import { refreshAccessToken } from '../api/token-refresh';
import { CHAT_SOCKET_PATH, CHAT_TOKEN_PARAM } from '../contracts';
import { getSession, getSessionStore } from '../session';
import { RealtimeClient } from './realtime-client';

/** The socket's address: the API's origin (the page's by default) with ws or wss, and the token as a query parameter. */
export function socketUrl(userId: number, token: string): string {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const url = new URL(CHAT_SOCKET_PATH(userId), getApiConfig().baseUrl || origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set(CHAT_TOKEN_PARAM, token);
  return url.toString();
}

function sessionSocketUrl(): string | null {
  const { token, user } = getSession();
  return token && user ? socketUrl(user.id, token) : null;
}

interface PageClient {
  client: RealtimeClient;
  /** Stops following the session and the browser's online state. */
  detach: () => void;
}

function createPageClient(): PageClient {
  const client = new RealtimeClient({ url: sessionSocketUrl, refreshToken: refreshAccessToken });
  // Logging out (here or in another tab) ends the socket and drops what was queued for that user;
  // logging in again opens one for the new session.
  const unsubscribe = getSessionStore().subscribe((state, previous) => {
    if (previous.token !== null && state.token === null) client.reset();
    if (previous.token === null && state.token !== null) client.resume();
  });
  const online = () => client.wakeUp();
  const offline = () => client.wentOffline();
  if (typeof window !== 'undefined') {
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
  }
  const detach = () => {
    unsubscribe();
    if (typeof window === 'undefined') return;
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
  return { client, detach };
}

// Symbol.for is global: every remote's copy of this module finds the same client, hence one socket per tab.
const CLIENT_KEY: unique symbol = Symbol.for('@tutorium/shared/realtime');
const pageGlobal = globalThis as typeof globalThis & { [CLIENT_KEY]?: PageClient };

/** The page's one realtime client (chat and notifications), created on first use. */
export function getRealtimeClient(): RealtimeClient {
  pageGlobal[CLIENT_KEY] ??= createPageClient();
  return pageGlobal[CLIENT_KEY].client;
}

/** Closes and forgets the page's client (tests start each case with a new one). */
export function resetRealtimeClient(): void {
  const current = pageGlobal[CLIENT_KEY];
  if (!current) return;
  current.detach();
  current.client.reset();
  delete pageGlobal[CLIENT_KEY];
}
