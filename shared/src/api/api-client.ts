import { getSession } from '../session';
import { getApiConfig } from './api-config';
import { ApiError, isAbortError, networkError } from './api-error';
import { readBody } from './response-body';
import { REFRESH_PATH, refreshAccessToken } from './token-refresh';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A query-string value; null and undefined are left out, arrays repeat the key. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** Options of one API call. */
export interface ApiRequestOptions {
  /** Defaults to GET, or POST when there is a body. */
  method?: HttpMethod;
  /** Sent as JSON, except FormData which is sent as multipart. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

// A 401 from these means wrong credentials (or a dead refresh cookie), never an expired access token.
const NO_REFRESH_PATHS: ReadonlySet<string> = new Set([REFRESH_PATH, '/api/auth/login/', '/api/auth/google-login/']);

/**
 * Calls the API and resolves with the parsed JSON reply (null for 204 or an empty body).
 * Sends the session's bearer token and the refresh cookie; on a 401 renews the token once
 * (shared with concurrent calls) and retries. Rejects with ApiError (status 0 when unreachable).
 * Type T is the caller's promise about the reply; include null for endpoints that may answer 204.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const sentToken = getSession().token;
  let response = await send(path, options, sentToken);
  if (response.status === 401 && sentToken !== null && !NO_REFRESH_PATHS.has(pathOnly(path))) {
    const retryToken = await tokenForRetry(sentToken);
    if (retryToken !== null) response = await send(path, options, retryToken);
  }
  const body = await readBody(response).catch((cause: unknown) => Promise.reject(toRequestFailure(cause)));
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}

// Only a request sent with the current token needs a refresh: another call may already have
// renewed it (retry with the new one) or the user may have logged out meanwhile (give up).
async function tokenForRetry(sentToken: string): Promise<string | null> {
  const current = getSession().token;
  if (current === null) return null;
  return current !== sentToken ? current : refreshAccessToken();
}

async function send(path: string, options: ApiRequestOptions, token: string | null): Promise<Response> {
  const body = encodeBody(options.body);
  const headers: Record<string, string> = { Accept: 'application/json' };
  // FormData is left alone: the browser writes Content-Type with the multipart boundary itself.
  if (typeof body === 'string') headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers: { ...headers, ...options.headers },
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (cause) {
    throw toRequestFailure(cause);
  }
}

// An abort by the caller passes through untouched; anything else means the server was not reached.
function toRequestFailure(cause: unknown): unknown {
  return isAbortError(cause) ? cause : networkError(cause);
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (typeof FormData !== 'undefined' && body instanceof FormData) return body;
  return JSON.stringify(body);
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== null && item !== undefined) params.append(key, String(item));
  }
  const search = params.toString();
  const url = `${getApiConfig().baseUrl}${path}`;
  return search === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

function pathOnly(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? path;
}
