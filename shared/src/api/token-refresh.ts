import { getSession } from '../session';
import { getApiConfig } from './api-config';
import { ApiError, networkError } from './api-error';
import { readBody } from './response-body';

/** Where the server renews the access token from the refresh cookie. */
export const REFRESH_PATH = '/api/auth/token/refresh/';

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

let inFlight: Promise<string> | null = null;

/**
 * Renews the access token. Concurrent callers share one refresh call.
 * Resolves with the new token (already stored in the session). When the server refuses, the
 * session is cleared, `onAuthFailure` runs once and every caller gets an ApiError 401; when the
 * server cannot be reached, callers get an ApiError 0 and the session is kept.
 */
export function refreshAccessToken(): Promise<string> {
  inFlight ??= runRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function runRefresh(): Promise<string> {
  const { baseUrl, onAuthFailure } = getApiConfig();
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${REFRESH_PATH}`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{}',
    });
  } catch (cause) {
    throw networkError(cause);
  }
  const body = await readBody(response).catch(() => null);
  const access = response.ok ? accessFrom(body) : null;
  if (!access) {
    getSession().logout();
    onAuthFailure();
    throw new ApiError(401, response.ok ? null : body, SESSION_EXPIRED);
  }
  getSession().setToken(access);
  return access;
}

function accessFrom(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('access' in body)) return null;
  return typeof body.access === 'string' && body.access !== '' ? body.access : null;
}
