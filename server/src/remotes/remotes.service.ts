import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemoteName, RemotesManifest } from '@tutorium/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config/config';
import { remoteUrlSchema } from '../config/remote-url';

/** Written by the release and rollback scripts: `{ "<remote>": "<manifest url>" }`. */
export const ACTIVE_RELEASES_FILE = 'active.json';

const activeReleasesSchema = z.object({
  auth: remoteUrlSchema.optional(),
  tutors: remoteUrlSchema.optional(),
  jobs: remoteUrlSchema.optional(),
  gigs: remoteUrlSchema.optional(),
  chat: remoteUrlSchema.optional(),
  payments: remoteUrlSchema.optional(),
  admin: remoteUrlSchema.optional(),
} satisfies Record<RemoteName, unknown>);

const builtManifest = (name: RemoteName) => `/remotes/${name}/mf-manifest.json`;

/** The manifest of each remote's build as `npm run build` leaves it, served under /remotes/<name>/. */
export function defaultRemoteUrls(): RemotesManifest {
  return {
    auth: builtManifest('auth'),
    tutors: builtManifest('tutors'),
    jobs: builtManifest('jobs'),
    gigs: builtManifest('gigs'),
    chat: builtManifest('chat'),
    payments: builtManifest('payments'),
    admin: builtManifest('admin'),
  };
}

/**
 * Read on every request so a release or rollback takes effect without a restart. A missing file
 * means nothing was released; a broken one is logged and ignored, so a bad release script run
 * cannot take the whole site down.
 */
async function readActiveReleases(releasesDir: string, log: FastifyBaseLogger): Promise<Partial<RemotesManifest>> {
  const file = join(releasesDir, ACTIVE_RELEASES_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') log.warn({ err: error, file }, 'Ignoring unreadable active releases file');
    return {};
  }
  try {
    // Unknown keys are dropped; a known key with a bad URL rejects the whole file.
    return activeReleasesSchema.parse(JSON.parse(text));
  } catch (error) {
    log.warn({ err: error, file }, 'Ignoring invalid active releases file');
    return {};
  }
}

/** Built-in locations, overridden by active releases, overridden in turn by REMOTE_URL_* (env wins). */
export async function resolveRemotesManifest(
  config: Pick<Config, 'releasesDir' | 'remoteUrls'>,
  log: FastifyBaseLogger,
): Promise<RemotesManifest> {
  return { ...defaultRemoteUrls(), ...(await readActiveReleases(config.releasesDir, log)), ...config.remoteUrls };
}
