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

function createPageClient(): RealtimeClient {
  const client = new RealtimeClient({ url: sessionSocketUrl, refreshToken: refreshAccessToken });
  // Logging out (here or in another tab) ends the socket and drops what was queued for that user.
  getSessionStore().subscribe((state, previous) => {
    if (previous.token !== null && state.token === null) client.reset();
  });
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => client.wakeUp());
    window.addEventListener('offline', () => client.wentOffline());
  }
  return client;
}

// Symbol.for is global: every remote's copy of this module finds the same client, hence one socket per tab.
const CLIENT_KEY: unique symbol = Symbol.for('@tutorium/shared/realtime');
const pageGlobal = globalThis as typeof globalThis & { [CLIENT_KEY]?: RealtimeClient };

/** The page's one realtime client (chat and notifications), created on first use. */
export function getRealtimeClient(): RealtimeClient {
  pageGlobal[CLIENT_KEY] ??= createPageClient();
  return pageGlobal[CLIENT_KEY];
}

/** Forgets the page's client after closing it (tests start each case with a new one). */
export function resetRealtimeClient(): void {
  pageGlobal[CLIENT_KEY]?.reset();
  delete pageGlobal[CLIENT_KEY];
}
