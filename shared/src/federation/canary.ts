import { BUCKET_COUNT, BUCKET_QUERY, CANARY_QUERY, parseCanaryList, type RemoteName } from '../contracts';

/** This browser's bucket (0..BUCKET_COUNT-1), drawn once and kept, so it stays on one side of a canary. */
export const BUCKET_STORAGE_KEY = 'tutorium.bucket';
/** Remotes whose canary QA forces for this browser (honoured by the server only where overrides are allowed). */
export const FORCED_CANARIES_STORAGE_KEY = 'tutorium.forcedCanaries';

/**
 * The browser's stable bucket: read from storage, or drawn and stored on the first visit. Where
 * storage is unavailable (blocked cookies) a fresh number per page is the best there is.
 */
export function browserBucket(storage: Storage | null, random: () => number = Math.random): number {
  const stored = Number(storage?.getItem(BUCKET_STORAGE_KEY) ?? Number.NaN);
  if (Number.isInteger(stored) && stored >= 0 && stored < BUCKET_COUNT) return stored;
  const drawn = Math.floor(random() * BUCKET_COUNT) % BUCKET_COUNT;
  try {
    storage?.setItem(BUCKET_STORAGE_KEY, String(drawn));
  } catch {
    // storage full or blocked: this page still gets a bucket
  }
  return drawn;
}

export const readForcedCanaries = (storage: Storage | null): RemoteName[] => parseCanaryList(storage?.getItem(FORCED_CANARIES_STORAGE_KEY));

export function writeForcedCanaries(storage: Storage, remotes: readonly RemoteName[]): void {
  if (remotes.length === 0) storage.removeItem(FORCED_CANARIES_STORAGE_KEY);
  else storage.setItem(FORCED_CANARIES_STORAGE_KEY, remotes.join(','));
}

/**
 * `?canary=jobs` in the page's address forces that canary for this browser from now on (kept in
 * storage, like an override); `?canary=` clears it. Returns the remotes forced now.
 */
export function takeForcedCanaries(search: string, storage: Storage | null): RemoteName[] {
  const query = new URLSearchParams(search);
  if (storage && query.has(CANARY_QUERY)) writeForcedCanaries(storage, parseCanaryList(query.get(CANARY_QUERY)));
  return readForcedCanaries(storage);
}

/** `/remotes.json` for this browser: its bucket, and the canaries it forces. */
export function remotesListingUrl(bucket: number, forced: readonly RemoteName[], path = '/remotes.json'): string {
  const query = new URLSearchParams({ [BUCKET_QUERY]: String(bucket) });
  if (forced.length > 0) query.set(CANARY_QUERY, forced.join(','));
  return `${path}?${query.toString()}`;
}
