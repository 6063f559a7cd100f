// `npm run releases`: each remote's active build and its earlier releases, newest first, so the
// target of a rollback is plain to see.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from './apps.mjs';
import { RELEASES_DIR, active, history, manifestUrl } from './releases.mjs';

/** Bytes of a release's files as served uncompressed (the .br and .gz copies left out). */
function sizeOf(dir) {
  if (!fs.existsSync(dir)) return null;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size, 0);
}

const kib = (bytes) => (bytes === null ? 'deleted' : `${(bytes / 1024).toFixed(1)} KiB`);
const current = active();
for (const remote of REMOTES) {
  const releases = history().filter((entry) => entry.remote === remote && !entry.rollback);
  const activeId = releases.find((entry) => manifestUrl(remote, entry.id) === current[remote])?.id;
  console.log(`mfe-${remote}: ${activeId ? `release ${activeId}` : 'default build (mfe-' + remote + '/dist)'}`);
  for (const entry of [...releases].reverse()) {
    const marker = entry.id === activeId ? '*' : ' ';
    console.log(`  ${marker} ${entry.id}  ${entry.at}  ${kib(sizeOf(path.join(RELEASES_DIR, remote, entry.id)))}  ${entry.by ?? 'unknown'}`);
  }
}
console.log('\n* active. Roll back with: npm run rollback -- mfe-<remote> [<id> | --default]');
