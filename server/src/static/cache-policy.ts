import { basename } from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// Entry points keep a fixed name and change with every build, so browsers must revalidate them.
const ENTRY_POINTS = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
// Precompressed copies (main.3f9a2c1b.js.br) are cached like the file they compress.
const COMPRESSED_COPY = /\.(br|gz)$/;
// webpack's [contenthash] is hex, 8+ characters, before the extension(s): main.3f9a2c1b.js, 12.ab34cd56ef.css.map
const CONTENT_HASHED = /(^|[.-])[0-9a-f]{8,}(\.[a-z0-9]+)+$/i;

/** Cache-Control for a built file: hashed names never change content, anything else is revalidated. */
export function cacheControlFor(filePath: string): string {
  const name = basename(filePath).replace(COMPRESSED_COPY, '');
  if (ENTRY_POINTS.has(name)) return NO_CACHE;
  return CONTENT_HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}
