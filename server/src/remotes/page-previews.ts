import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  GUARDED_ROUTES, GUEST_ONLY_ROUTES, pathMatches, previewFile, remoteEntryUrl, remoteOfPath, REMOTE_PREVIEWS, type Language, type RemoteName,
} from '@tutorium/shared/contracts';
import type { Config } from '../config/config';
import type { PagePreviews } from '../static/shell-pages';
import { remoteDist } from '../static/build-paths';
import { DEFAULT_BUILD, buildIdOf, releaseDirOf } from './release-files';
import { readCanaryReleases, resolveRemotesManifest, type WarningLog } from './remotes.service';

const PREVIEWED = new Map<string, RemoteName>(
  Object.entries(REMOTE_PREVIEWS).flatMap(([remote, paths]) => paths.map((path): [string, RemoteName] => [path, remote as RemoteName])),
);

// The parts of a build's mf-manifest.json read here: the files of its exposed modules.
interface BuildManifest {
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

// Names of a build's own script files (webpack's [name].[contenthash].js); anything else is not linked.
const SCRIPT_FILE = /^[\w.-]+\.js$/;
const scripts = (files: unknown): string[] => (Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string' && SCRIPT_FILE.test(file)) : []);

/**
 * The scripts a page of the build in `dir` runs first, as URLs beside its manifest: its entry and
 * its routes module. Not the page's own chunk: the page asks for it with its data, which takes a
 * round trip anyway, and a chunk whose preload failed (offline for a moment) would fail again when
 * the page asks for it, where Retry cannot reach it. None when the build has no readable manifest.
 * Each manifest is parsed once per version of the file (its size, time and inode: a deploy that
 * keeps times still writes a new file).
 */
function createPageScripts() {
  const parsed = new Map<string, { version: string; manifest: BuildManifest }>();
  const manifestOf = async (file: string): Promise<BuildManifest | null> => {
    try {
      const { size, mtimeMs, ino } = await stat(file);
      const version = `${size}:${mtimeMs}:${ino}`;
      const known = parsed.get(file);
      if (known?.version === version) return known.manifest;
      const manifest: unknown = JSON.parse(await readFile(file, 'utf8'));
      if (manifest === null || typeof manifest !== 'object') return null;
      parsed.set(file, { version, manifest: manifest as BuildManifest });
      return manifest as BuildManifest;
    } catch {
      return null; // no such build here, or a manifest half written: no links until a good one is there
    }
  };
  return async function pageScripts(dir: string, manifestUrl: string): Promise<string[]> {
    const manifest = await manifestOf(join(dir, 'mf-manifest.json'));
    if (manifest === null) return [];
    const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    const routes = Array.isArray(manifest.exposes) ? manifest.exposes.find((exposed) => exposed?.path === './routes') : undefined;
    return [remoteEntryUrl(manifestUrl), ...scripts(routes?.assets?.js?.sync).map((name) => base + name)];
  };
}

/**
 * What the frame carries for a public page of a remote, from the build everyone gets, read per
 * request as /remotes.json is, so a release or rollback shows at once:
 * - the page's preview (REMOTE_PREVIEWS), from a build that has one (during a canary too: the server
 *   does not know a browser's bucket; a canary's page replaces it when it renders);
 * - the scripts the page runs first, which its start script preloads while the shell's script runs,
 *   rather than one after another once the shell asks for them (docs/decisions.md, "A remote
 *   page's code comes with its HTML"): none while the remote has a canary, whose browsers would
 *   fetch the wrong build's;
 * - whether the page is for visitors only (GUEST_ONLY_ROUTES): someone signed in goes on from it.
 * Null for a guarded page (someone who is not signed in goes to /login) and any other path; no
 * preview nor scripts of a remote served from elsewhere (REMOTE_URL_*): the frame keeps its skeleton.
 */
export function createPagePreviews(config: Pick<Config, 'releasesDir' | 'remoteUrls' | 'remoteOverrides' | 'staticRoot'>): PagePreviews {
  const pageScripts = createPageScripts();
  return async (path: string, language: Language, log: WarningLog) => {
    const remote = remoteOfPath(path);
    if (!remote || pathMatches(GUARDED_ROUTES, path)) return null;
    const [manifest, canaries] = await Promise.all([resolveRemotesManifest(config, log), readCanaryReleases(config.releasesDir, log)]);
    const build = buildIdOf(remote, manifest[remote]);
    const guestOnly = pathMatches(GUEST_ONLY_ROUTES, path);
    if (build === null) return { preview: null, preloads: [], guestOnly };
    const dir = build === DEFAULT_BUILD ? remoteDist(config, remote) : releaseDirOf(config.releasesDir, remote, build);
    const [preview, preloads] = await Promise.all([
      PREVIEWED.get(path) === remote ? readFile(join(dir, previewFile(language, path)), 'utf8').catch(() => null) : null,
      canaries[remote] ? [] : pageScripts(dir, manifest[remote]),
    ]);
    return { preview, preloads, guestOnly };
  };
}
