// The seven front-end apps, in build order (the shell first: it is what a visitor loads first),
// and the one rule for whether a build (an app's or the server's) is stale.
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const REMOTES = ['auth', 'tutors', 'jobs', 'gigs', 'chat', 'payments', 'admin'];
export const APPS = ['shell', ...REMOTES.map((remote) => `mfe-${remote}`)];
export const appDir = (app) => path.join(ROOT, app);

function newestChange(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

/**
 * A build is stale when its stamp (written after each build: bundlers leave unchanged files
 * untouched) or one of its outputs is missing, or a source is newer than the stamp.
 */
export function buildIsStale({ stamp, outputs, sources }) {
  if (!fs.existsSync(stamp) || outputs.some((output) => !fs.existsSync(output))) return true;
  const builtAt = fs.statSync(stamp).mtimeMs;
  return sources.some((source) => newestChange(source) > builtAt);
}
