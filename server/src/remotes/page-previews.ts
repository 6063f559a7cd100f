import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  GUARDED_ROUTES, pathMatches, previewChunk, previewFile, remoteEntryUrl, remoteOfPath, REMOTE_PREVIEWS, type Language, type RemoteName,
} from '@tutorium/shared/contracts';
import type { Config } from '../config/config';
import type { PagePreviews } from '../static/shell-pages';
import { remoteDist } from '../static/build-paths';
import { DEFAULT_BUILD, buildIdOf, releaseDirOf } from './release-files';
import { resolveRemotesManifest, type WarningLog } from './remotes.service';

const PREVIEWED = new Map<string, RemoteName>(
  Object.entries(REMOTE_PREVIEWS).flatMap(([remote, paths]) => paths.map((path): [string, RemoteName] => [path, remote as RemoteName])),
);

// The parts of a build's mf-manifest.json read here: the files of its exposed modules.
interface BuildManifest {
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown; async?: unknown } } }[];
}

// Names of a build's own script files (webpack's [name].[contenthash].js); anything else is not linked.
const SCRIPT_FILE = /^[\w.-]+\.js$/;
const scripts = (files: unknown): string[] => (Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string' && SCRIPT_FILE.test(file)) : []);

/**
 * The scripts a page of the build in `dir` runs first, as URLs under `base` (where its manifest is
 * served): its entry, its routes module and, for a previewed page, the page's own chunk. None when
 * the build has no readable manifest. Each manifest is read once per version of the file.
 */
function createPageScripts() {
  const read = new Map<string, { mtimeMs: number; manifest: BuildManifest | null }>();
  return async function pageScripts(dir: string, manifestUrl: string, path: string): Promise<string[]> {
    const file = join(dir, 'mf-manifest.json');
    let manifest: BuildManifest | null;
    try {
      const { mtimeMs } = await stat(file);
      const known = read.get(file);
      if (known?.mtimeMs === mtimeMs) manifest = known.manifest;
      else {
        try {
          manifest = JSON.parse(await readFile(file, 'utf8')) as BuildManifest;
        } catch {
          manifest = null; // half written or not JSON: no links until a good one is there
        }
        read.set(file, { mtimeMs, manifest });
      }
    } catch {
      return []; // no such build here
    }
    if (manifest === null || typeof manifest !== 'object') return [];
    const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    const routes = Array.isArray(manifest.exposes) ? manifest.exposes.find((exposed) => exposed?.path === './routes') : undefined;
    const page = PREVIEWED.has(path) ? scripts(routes?.assets?.js?.async).filter((name) => name.startsWith(`${previewChunk(path)}.`)) : [];
    return [remoteEntryUrl(manifestUrl), ...[...scripts(routes?.assets?.js?.sync), ...page].map((name) => base + name)];
  };
}

/**
 * What the frame carries for a public page of a remote, from the build everyone gets (not a
 * canary's: the server does not know a browser's bucket; a canary's page replaces it when it
 * renders), read per request as /remotes.json is, so a release or rollback shows at once:
 * - the page's preview (REMOTE_PREVIEWS), from a build that has one;
 * - the scripts the page runs first, which the browser fetches with the HTML rather than one after
 *   another once the shell runs (docs/decisions.md, "A remote page's code comes with its HTML").
 * None for a guarded page (someone who is not signed in goes to /login), nor for a remote served from
 * elsewhere (REMOTE_URL_*): the frame keeps its skeleton.
 */
export function createPagePreviews(config: Pick<Config, 'releasesDir' | 'remoteUrls' | 'remoteOverrides' | 'staticRoot'>): PagePreviews {
  const pageScripts = createPageScripts();
  return async (path: string, language: Language, log: WarningLog) => {
    const remote = remoteOfPath(path);
    if (!remote || pathMatches(GUARDED_ROUTES, path)) return null;
    const manifest = await resolveRemotesManifest(config, log);
    const build = buildIdOf(remote, manifest[remote]);
    if (build === null) return null;
    const dir = build === DEFAULT_BUILD ? remoteDist(config, remote) : releaseDirOf(config.releasesDir, remote, build);
    const [preview, preloads] = await Promise.all([
      PREVIEWED.get(path) === remote ? readFile(join(dir, previewFile(language, path)), 'utf8').catch(() => null) : null,
      pageScripts(dir, manifest[remote], path),
    ]);
    return preview === null && preloads.length === 0 ? null : { preview, preloads };
  };
}
