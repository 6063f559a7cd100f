import { REMOTE_NAMES, REMOTE_OVERRIDES_STORAGE_KEY, type RemoteName, type RemotesManifest } from '../contracts';

export type RemoteOverrides = Partial<Record<RemoteName, string>>;

// The hosts the server's CSP lets remotes come from when overrides are on.
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * Whether a remote may be loaded from `url`: this site, or a server on this machine (a team's
 * `npm run dev -w mfe-jobs`). Anything else could run someone else's script in the page.
 */
export function isAllowedOverride(url: string, pageOrigin: string): boolean {
  try {
    const target = new URL(url, pageOrigin);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
    return target.origin === pageOrigin || LOOPBACK_HOSTS.has(target.hostname);
  } catch {
    return false;
  }
}

/** The overrides this browser keeps, the unsafe or malformed ones left out. */
export function readOverrides(storage: Storage | null, pageOrigin: string): RemoteOverrides {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(REMOTE_OVERRIDES_STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (typeof stored !== 'object' || stored === null) return {};
  return Object.fromEntries(
    Object.entries(stored).filter(
      (entry): entry is [RemoteName, string] =>
        (REMOTE_NAMES as readonly string[]).includes(entry[0]) && typeof entry[1] === 'string' && isAllowedOverride(entry[1], pageOrigin),
    ),
  );
}

/** Keeps the overrides in this browser only (an empty set removes them). */
export function writeOverrides(storage: Storage, overrides: RemoteOverrides): void {
  if (Object.keys(overrides).length === 0) storage.removeItem(REMOTE_OVERRIDES_STORAGE_KEY);
  else storage.setItem(REMOTE_OVERRIDES_STORAGE_KEY, JSON.stringify(overrides));
}

/** The remotes to load: the site's, with this browser's overrides on top. */
export const withOverrides = (remotes: Partial<RemotesManifest>, overrides: RemoteOverrides): Partial<RemotesManifest> => ({
  ...remotes,
  ...overrides,
});

/** Loads the page again with the overrides as stored, the panel closed (no `?overrides`). */
export function reloadWithOverrides(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('overrides');
  window.location.replace(url.href);
}
