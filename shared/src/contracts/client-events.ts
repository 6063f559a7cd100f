import { REMOTE_NAMES, type RemoteName } from './routes';

/**
 * Health of the remotes as browsers see them: each remote area reports its page views (with the
 * page's largest-paint time), load failures and render errors, per remote and build, so a canary
 * release can be compared with the active build and rolled back automatically when it is worse.
 */

/** POST a `ClientEventsBatch` here as `application/json`, from the site's own pages (a cross-site request is refused). */
export const CLIENT_EVENTS_PATH = '/api/client-events/';
/** At most this many events per request (more: 400). */
export const CLIENT_EVENTS_MAX_BATCH = 20;
/** At most this many bytes per request body (more: 413). */
export const CLIENT_EVENTS_MAX_BYTES = 16384;

/**
 * `build` is the manifest URL the browser loaded the remote from, exactly as /remotes.json gave it
 * (`/releases/jobs/<id>/mf-manifest.json` or `/remotes/jobs/mf-manifest.json`); other URLs (a QA
 * override) are accepted but not counted. `viewId` is a random id per page view (at most 64
 * letters, digits, `-` or `_`), so a view with several errors counts once. `lcpMs` is the page's
 * largest contentful paint in milliseconds.
 */
export type ClientEvent =
  | { kind: 'view'; remote: RemoteName; build: string; viewId: string; lcpMs?: number }
  | { kind: 'load-failure'; remote: RemoteName; build: string; viewId: string; message: string }
  | { kind: 'render-error'; remote: RemoteName; build: string; viewId: string; message: string; componentStack?: string };

export type ClientEventKind = ClientEvent['kind'];

export interface ClientEventsBatch {
  events: ClientEvent[];
}

/** 202 reply: how many events of the batch were taken (all of them; some may be sampled out when busy). */
export interface ClientEventsAccepted {
  accepted: number;
}

/**
 * Query parameters of `/remotes.json`. `bucket` is the browser's own stable number from 0 to 99
 * (kept in localStorage): a remote with a canary at N % serves the canary when bucket < N.
 * `canary` names remotes (comma-separated) whose canary QA forces for this browser; the server
 * honours it only where REMOTE_OVERRIDES=1.
 */
export const BUCKET_QUERY = 'bucket';
export const CANARY_QUERY = 'canary';
/** Buckets run from 0 to BUCKET_COUNT - 1. */
export const BUCKET_COUNT = 100;

/** `?canary=jobs,mfe-tutors` as the known remotes it names, each once (unknown names left out). */
export function parseCanaryList(value: unknown): RemoteName[] {
  if (typeof value !== 'string') return [];
  const names = value.split(',').map((name) => name.trim().replace(/^mfe-/, ''));
  return REMOTE_NAMES.filter((remote) => names.includes(remote));
}
