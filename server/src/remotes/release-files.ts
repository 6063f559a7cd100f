import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@tutorium/shared/contracts';

/**
 * The release bookkeeping under RELEASES_DIR, one format for the release scripts (which write it)
 * and the server (which reads it on every /remotes.json and drops a canary it rolls back):
 *
 * - `<remote>/<id>/`: a released build, served at `/releases/<remote>/<id>/`;
 * - `active.json`: `{ "<remote>": "/releases/<remote>/<id>/mf-manifest.json" }`, the build everyone gets;
 * - `canary.json`: `{ "<remote>": { "id", "percent", "since" } }`, the build a share of browsers gets;
 * - `history.json`: every release, canary, promotion and rollback, oldest first.
 *
 * Files are replaced atomically (written aside, then renamed), so a reader never sees half of one.
 */

export const ACTIVE_FILE = 'active.json';
export const CANARY_FILE = 'canary.json';
export const HISTORY_FILE = 'history.json';
/** The build id of a remote served from its own `mfe-<remote>/dist` (no release). */
export const DEFAULT_BUILD = 'default';

export interface Canary {
  /** The release id under `<remote>/`. */
  id: string;
  /** Share of browsers (buckets 0..percent-1) that get it, 1 to 99. */
  percent: number;
  /** When it started (ISO 8601): its health is counted from then. */
  since: string;
}

export type Canaries = Partial<Record<RemoteName, Canary>>;
export type ActiveReleases = Partial<Record<RemoteName, string>>;

export interface HistoryEntry {
  remote: RemoteName;
  id: string;
  at: string;
  by?: string;
  /** A canary release to this share of browsers. */
  canary?: number;
  /** A canary made the active build. */
  promoted?: boolean;
  rollback?: boolean;
  /** Rolled back by the server's health check, not by a person. */
  automatic?: boolean;
  reason?: string;
}

const RELEASE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

export const isRemoteName = (value: unknown): value is RemoteName => (REMOTE_NAMES as readonly unknown[]).includes(value);
export const isReleaseId = (value: unknown): value is string => typeof value === 'string' && RELEASE_ID.test(value) && !value.includes('..');

/** Where /remotes.json points a browser for a release. */
export const releaseManifestUrl = (remote: RemoteName, id: string): string => `/releases/${remote}/${id}/mf-manifest.json`;
/** Where a remote's own build is served. */
export const defaultManifestUrl = (remote: RemoteName): string => `/remotes/${remote}/mf-manifest.json`;
export const releaseDirOf = (releasesDir: string, remote: RemoteName, id: string): string => join(releasesDir, remote, id);

/**
 * The build a manifest URL of /remotes.json names: a release id, `default` for the remote's own
 * build, or null for anything else (an override, another site).
 */
export function buildIdOf(remote: RemoteName, manifestUrl: string): string | null {
  if (manifestUrl === defaultManifestUrl(remote)) return DEFAULT_BUILD;
  const prefix = `/releases/${remote}/`;
  const suffix = '/mf-manifest.json';
  if (!manifestUrl.startsWith(prefix) || !manifestUrl.endsWith(suffix)) return null;
  const id = manifestUrl.slice(prefix.length, -suffix.length);
  return isReleaseId(id) ? id : null;
}

/**
 * A release file that cannot be used as it is (not JSON, or not of its shape): its message says
 * which and why. Told apart by its name, as scripts may load this module twice (ESM and CommonJS).
 */
export class ReleaseFileProblem extends Error {
  override name = 'ReleaseFileProblem';
}

/** The parsed JSON of a file, or `fallback` when there is no such file; throws on anything unreadable or not JSON. */
export async function readJsonFile(file: string, fallback: unknown): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw error;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ReleaseFileProblem(`${file} is not valid JSON (${(error as Error).message}): fix it by hand (history.json keeps every release).`);
  }
}

/** Replaces a file atomically: the server never reads a half-written one. */
export async function writeJsonFile(file: string, value: unknown): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  // Several processes (scripts, instances) may write at once: each writes a file of its own.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Throws, naming the problem, unless `value` is a valid canary.json; unknown remotes are dropped. */
export function parseCanaries(value: unknown): Canaries {
  if (!isObject(value)) throw new ReleaseFileProblem('canary.json must be an object of remote -> { id, percent, since }');
  const canaries: Canaries = {};
  for (const [remote, entry] of Object.entries(value)) {
    if (!isRemoteName(remote)) continue;
    if (!isObject(entry)) throw new ReleaseFileProblem(`canary.json: ${remote} must be an object`);
    const { id, percent, since } = entry;
    if (!isReleaseId(id)) throw new ReleaseFileProblem(`canary.json: ${remote}.id must be a release id`);
    if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 1 || percent > 99) throw new ReleaseFileProblem(`canary.json: ${remote}.percent must be a whole number from 1 to 99`);
    if (typeof since !== 'string' || Number.isNaN(Date.parse(since))) throw new ReleaseFileProblem(`canary.json: ${remote}.since must be an ISO time`);
    canaries[remote] = { id, percent, since };
  }
  return canaries;
}

/** active.json as written (unchecked URLs: the server validates them before serving). */
export async function readActive(releasesDir: string): Promise<ActiveReleases> {
  const value = await readJsonFile(join(releasesDir, ACTIVE_FILE), {});
  if (!isObject(value)) throw new ReleaseFileProblem('active.json must be an object of remote -> manifest URL');
  return Object.fromEntries(Object.entries(value).filter(([remote]) => isRemoteName(remote))) as ActiveReleases;
}

export async function readCanaries(releasesDir: string): Promise<Canaries> {
  return parseCanaries(await readJsonFile(join(releasesDir, CANARY_FILE), {}));
}

export async function readHistory(releasesDir: string): Promise<HistoryEntry[]> {
  const value = await readJsonFile(join(releasesDir, HISTORY_FILE), []);
  if (!Array.isArray(value)) throw new ReleaseFileProblem('history.json must be an array');
  return value as HistoryEntry[];
}

/** Points /remotes.json at a release of a remote for everyone (or back at its own build when id is null). */
export async function activate(releasesDir: string, remote: RemoteName, id: string | null): Promise<void> {
  const next = { ...(await readActive(releasesDir)) };
  if (id) next[remote] = releaseManifestUrl(remote, id);
  else delete next[remote];
  await writeJsonFile(join(releasesDir, ACTIVE_FILE), next);
}

/** Sets (or with null, drops) a remote's canary. */
export async function setCanary(releasesDir: string, remote: RemoteName, canary: Canary | null): Promise<void> {
  const next = { ...(await readCanaries(releasesDir)) };
  if (canary) next[remote] = canary;
  else delete next[remote];
  await writeJsonFile(join(releasesDir, CANARY_FILE), next);
}

/**
 * Drops a remote's canary only if it is still `id` (a newer canary released meanwhile stays).
 * Returns whether it was dropped.
 */
export async function dropCanary(releasesDir: string, remote: RemoteName, id: string): Promise<boolean> {
  const canaries = await readCanaries(releasesDir);
  if (canaries[remote]?.id !== id) return false;
  await setCanary(releasesDir, remote, null);
  return true;
}

export async function appendHistory(releasesDir: string, entry: HistoryEntry): Promise<void> {
  await writeJsonFile(join(releasesDir, HISTORY_FILE), [...(await readHistory(releasesDir)), entry]);
}

/** The active release id of a remote, or null when it runs its own build (or a URL of elsewhere). */
export async function activeReleaseId(releasesDir: string, remote: RemoteName): Promise<string | null> {
  const url = (await readActive(releasesDir))[remote];
  const id = url === undefined ? null : buildIdOf(remote, url);
  return id === DEFAULT_BUILD ? null : id;
}
