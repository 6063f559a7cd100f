import { REMOTE_NAMES, REMOTE_OVERRIDES_HEADER, type RemoteName, type RemotesManifest } from '../contracts';

/** `/remotes.json` as the shell reads it. */
export interface RemotesListing {
  remotes: Partial<RemotesManifest>;
  /** The server allows this browser's own remote overrides (REMOTE_OVERRIDES=1). */
  overridesAllowed: boolean;
}

/** Reads `/remotes.json`; an unreachable or malformed file leaves every remote unavailable. */
export async function fetchRemotesListing(url = '/remotes.json'): Promise<RemotesListing> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return { remotes: {}, overridesAllowed: false };
    const overridesAllowed = response.headers.get(REMOTE_OVERRIDES_HEADER) === 'on';
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return { remotes: {}, overridesAllowed };
    const entries = Object.entries(body).filter(
      (entry): entry is [RemoteName, string] =>
        (REMOTE_NAMES as readonly string[]).includes(entry[0]) && typeof entry[1] === 'string',
    );
    return { remotes: Object.fromEntries(entries), overridesAllowed };
  } catch {
    return { remotes: {}, overridesAllowed: false };
  }
}
