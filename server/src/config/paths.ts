import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The server package's folder: the nearest folder above this file whose package.json is the
 * server's. Found by walking up rather than by a fixed number of `..`, because this file runs from
 * server/src (sources, tests) and bundled into server/dist (the compiled server); either way
 * `npm start` from the repo root and `npm start -w server` find the same folders.
 */
function serverRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@tutorium/server') return dir;
    if (dirname(dir) === dir) throw new Error(`No @tutorium/server package.json above ${from}`);
  }
}

export const SERVER_ROOT = serverRoot(__dirname);
export const REPO_ROOT = resolve(SERVER_ROOT, '..');
