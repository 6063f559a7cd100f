import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { previewFile, REMOTE_PREVIEWS, type Language, type RemoteName } from '@tutorium/shared/contracts';
import type { Config } from '../config/config';
import type { PagePreviews } from '../static/shell-pages';
import { remoteDist } from '../static/build-paths';
import { DEFAULT_BUILD, buildIdOf, releaseDirOf } from './release-files';
import { resolveRemotesManifest, type WarningLog } from './remotes.service';

const PREVIEWED = new Map<string, RemoteName>(
  Object.entries(REMOTE_PREVIEWS).flatMap(([remote, paths]) => paths.map((path): [string, RemoteName] => [path, remote as RemoteName])),
);

/**
 * The preview of a remote's page (REMOTE_PREVIEWS) from the build everyone gets (not a canary's: the
 * server does not know a browser's bucket; a canary's page replaces it when it renders), read per
 * request as /remotes.json is, so a release or rollback shows at once. None for a remote served from
 * elsewhere (REMOTE_URL_*), or a build without previews (made before them): the frame keeps its skeleton.
 */
export function createPagePreviews(config: Pick<Config, 'releasesDir' | 'remoteUrls' | 'remoteOverrides' | 'staticRoot'>): PagePreviews {
  return async (path: string, language: Language, log: WarningLog) => {
    const remote = PREVIEWED.get(path);
    if (!remote) return null;
    const manifest = await resolveRemotesManifest(config, log);
    const build = buildIdOf(remote, manifest[remote]);
    if (build === null) return null;
    const dir = build === DEFAULT_BUILD ? remoteDist(config, remote) : releaseDirOf(config.releasesDir, remote, build);
    try {
      return await readFile(join(dir, previewFile(language, path)), 'utf8');
    } catch {
      return null;
    }
  };
}
