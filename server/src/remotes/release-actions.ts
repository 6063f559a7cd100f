import { cp, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemoteName } from '@tutorium/shared/contracts';
import {
  activate,
  activeReleaseId,
  appendHistory,
  readCanaries,
  isReleaseId,
  readHistory,
  releaseDirOf,
  setCanary,
  type Canary,
  type HistoryEntry,
} from './release-files';

/**
 * What the release commands do to RELEASES_DIR (`npm run release`, `promote`, `rollback`): the
 * scripts check and build, then call these. Every change is written in history.json.
 */

/** A refusal worded for the person at the command line. */
export class ReleaseRefused extends Error {}

const now = () => new Date().toISOString();

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** The ids a remote's active build has pointed at, oldest first (canaries count once promoted). */
export function activatedIds(history: HistoryEntry[], remote: RemoteName): string[] {
  return [...new Set(history.filter((entry) => entry.remote === remote && entry.canary === undefined && !entry.automatic).map((entry) => entry.id))];
}

export interface PublishOptions {
  id: string;
  by: string;
  /** Serve it to this share of browsers (1..99) instead of everyone. */
  canaryPercent?: number;
}

/**
 * Copies a build to `<remote>/<id>/` and makes it the active build, or the remote's canary. A
 * release for everyone ends a running canary (it was measured against the build it replaces).
 */
export async function publishRelease(releasesDir: string, remote: RemoteName, buildDir: string, { id, by, canaryPercent }: PublishOptions): Promise<{ endedCanary?: Canary }> {
  if (canaryPercent !== undefined && !(Number.isInteger(canaryPercent) && canaryPercent >= 1 && canaryPercent <= 99)) {
    throw new ReleaseRefused('A canary goes to 1 to 99 % of browsers.');
  }
  if (!(await exists(join(buildDir, 'mf-manifest.json')))) throw new ReleaseRefused(`${buildDir} holds no mf-manifest.json: not a remote's build.`);
  if (canaryPercent !== undefined && (await activeReleaseId(releasesDir, remote)) === id) throw new ReleaseRefused(`${id} is the active build of mfe-${remote} already.`);
  await cp(buildDir, releaseDirOf(releasesDir, remote, id), { recursive: true });
  if (canaryPercent !== undefined) {
    await setCanary(releasesDir, remote, { id, percent: canaryPercent, since: now() });
    await appendHistory(releasesDir, { remote, id, at: now(), by, canary: canaryPercent });
    return {};
  }
  const endedCanary = (await readCanaries(releasesDir))[remote];
  if (endedCanary) await setCanary(releasesDir, remote, null);
  await activate(releasesDir, remote, id);
  await appendHistory(releasesDir, { remote, id, at: now(), by });
  return { endedCanary };
}

/** Makes a remote's canary its active build for everyone. */
export async function promoteCanary(releasesDir: string, remote: RemoteName, by: string): Promise<Canary> {
  const canary = (await readCanaries(releasesDir))[remote];
  if (!canary) throw new ReleaseRefused(`mfe-${remote} has no canary to promote (npm run releases shows what runs).`);
  await activate(releasesDir, remote, canary.id);
  await setCanary(releasesDir, remote, null);
  await appendHistory(releasesDir, { remote, id: canary.id, at: now(), by, promoted: true });
  return canary;
}

export type RollbackResult = { dropped: 'canary'; canary: Canary } | { dropped: 'active'; to: string | null };

/**
 * With a canary running and no target named: drops the canary (its browsers get the active build
 * on their next load). Otherwise rolls the active build back: to `target`, to the release before
 * the current one, or to the remote's own build with `--default`.
 */
export async function rollBack(releasesDir: string, remote: RemoteName, target: string | undefined, by: string): Promise<RollbackResult> {
  const canary = (await readCanaries(releasesDir))[remote];
  if (canary && target === undefined) {
    await setCanary(releasesDir, remote, null);
    await appendHistory(releasesDir, { remote, id: canary.id, at: now(), by, canary: canary.percent, rollback: true });
    return { dropped: 'canary', canary };
  }
  if (target === '--default') {
    await activate(releasesDir, remote, null);
    return { dropped: 'active', to: null };
  }
  const releases = activatedIds(await readHistory(releasesDir), remote);
  const current = await activeReleaseId(releasesDir, remote);
  const to = target ?? (current === null ? undefined : releases[releases.indexOf(current) - 1]);
  if (!to || !isReleaseId(to) || !(await exists(join(releaseDirOf(releasesDir, remote, to), 'mf-manifest.json')))) {
    throw new ReleaseRefused(`No release to roll back to for mfe-${remote}. Known releases: ${releases.join(', ') || 'none'}`);
  }
  await activate(releasesDir, remote, to);
  await appendHistory(releasesDir, { remote, id: to, at: now(), by, rollback: true });
  return { dropped: 'active', to };
}
