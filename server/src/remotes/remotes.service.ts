import { join } from 'node:path';
import { BUCKET_COUNT, REMOTE_NAMES, parseCanaryList, type RemoteName, type RemotesManifest } from '@tutorium/shared/contracts';
import { z } from 'zod';
import type { Config } from '../config/config';
import { remoteUrlSchema } from '../config/remote-url';
import { ACTIVE_FILE, defaultManifestUrl, readCanaries, readJsonFile, releaseManifestUrl, type Canaries } from './release-files';

/** Where a broken release file is reported: the server's log, or the command line's stderr. */
export interface WarningLog {
  warn(details: object, message: string): void;
}

const activeReleasesSchema = z.object({
  auth: remoteUrlSchema.optional(),
  tutors: remoteUrlSchema.optional(),
  jobs: remoteUrlSchema.optional(),
  gigs: remoteUrlSchema.optional(),
  chat: remoteUrlSchema.optional(),
  payments: remoteUrlSchema.optional(),
  admin: remoteUrlSchema.optional(),
} satisfies Record<RemoteName, unknown>);

/** The manifest of each remote's build as `npm run build` leaves it, served under /remotes/<name>/. */
export function defaultRemoteUrls(): RemotesManifest {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, defaultManifestUrl(name)])) as RemotesManifest;
}

/**
 * Read on every request so a release or rollback takes effect without a restart. A missing file
 * means nothing was released; a broken one is logged and ignored, so a bad release script run
 * cannot take the whole site down.
 */
export async function readActiveReleases(releasesDir: string, log: WarningLog): Promise<Partial<RemotesManifest>> {
  const file = join(releasesDir, ACTIVE_FILE);
  try {
    // Unknown keys are dropped; a known key with a bad URL rejects the whole file.
    return activeReleasesSchema.parse(await readJsonFile(file, {}));
  } catch (error) {
    log.warn({ err: error, file }, 'Ignoring invalid active releases file');
    return {};
  }
}

/** canary.json, re-read like active.json; a broken one is logged and means no canary. */
export async function readCanaryReleases(releasesDir: string, log: WarningLog): Promise<Canaries> {
  try {
    return await readCanaries(releasesDir);
  } catch (error) {
    log.warn({ err: error, file: join(releasesDir, 'canary.json') }, 'Ignoring invalid canary file');
    return {};
  }
}

/** What a browser says of itself when it asks for /remotes.json. */
export interface RemotesRequest {
  /** Its stable bucket, 0 to 99; absent or invalid: it gets no canary. */
  bucket?: number;
  /** Remotes whose canary QA forces (`?canary=jobs,tutors`), honoured only with REMOTE_OVERRIDES=1. */
  forcedCanaries?: ReadonlySet<RemoteName>;
}

/** `?bucket=` as a bucket, or undefined for anything but a whole number from 0 to 99. */
export function parseBucket(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,3}$/.test(value)) return undefined;
  const bucket = Number(value);
  return bucket < BUCKET_COUNT ? bucket : undefined;
}

/** `?canary=jobs,tutors` as remote names; unknown names are left out. */
export const parseForcedCanaries = (value: unknown): Set<RemoteName> => new Set(parseCanaryList(value));

/** Whether a browser in `bucket` gets a canary served to `percent` % of buckets. */
export const inCanary = (bucket: number | undefined, percent: number): boolean => bucket !== undefined && bucket < percent;

/**
 * Built-in locations, overridden by active releases, then by each canary for the browsers of its
 * share (or QA forcing it where overrides are allowed), unless the canary was rolled back, and
 * finally by REMOTE_URL_* (env wins over everything).
 */
export async function resolveRemotesManifest(
  config: Pick<Config, 'releasesDir' | 'remoteUrls' | 'remoteOverrides'>,
  log: WarningLog,
  request: RemotesRequest = {},
  isRolledBack: (remote: RemoteName, id: string) => boolean = () => false,
): Promise<RemotesManifest> {
  const [active, canaries] = await Promise.all([readActiveReleases(config.releasesDir, log), readCanaryReleases(config.releasesDir, log)]);
  const manifest: RemotesManifest = { ...defaultRemoteUrls(), ...active };
  for (const remote of REMOTE_NAMES) {
    const canary = canaries[remote];
    if (!canary || isRolledBack(remote, canary.id)) continue;
    const forced = config.remoteOverrides && request.forcedCanaries?.has(remote) === true;
    if (forced || inCanary(request.bucket, canary.percent)) manifest[remote] = releaseManifestUrl(remote, canary.id);
  }
  return { ...manifest, ...config.remoteUrls };
}
