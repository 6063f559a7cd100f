// `npm run releases [-- --json]`: each remote's active build and canary with how their browsers fare
// (share, page views, errors per 1,000 views, median largest paint: `npm run admin -- releases`,
// which reads the database, through the running server when it holds the embedded one), then
// each remote's releases, newest first, so the target of a rollback is plain to see.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from './apps.mjs';
import { RELEASES_DIR, refusalsAsExit } from './releases.mjs';
import { runAdminCommand } from '../server/src/admin/cli.ts';
import { readActive, readCanaries, readHistory, releaseManifestUrl } from '../server/src/remotes/release-files.ts';

const json = process.argv.includes('--json');
// Like npm start, development unless the environment says otherwise (a production host sets NODE_ENV).
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development', RELEASES_DIR };
const code = await runAdminCommand(['releases', ...(json ? ['--json'] : [])], env, console.log, console.error);

/** Bytes of a release's files as served uncompressed (the .br and .gz copies left out). */
function sizeOf(dir) {
  if (!fs.existsSync(dir)) return null;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size, 0);
}

if (!json) {
  await refusalsAsExit(async () => {
    const kib = (bytes) => (bytes === null ? 'deleted' : `${(bytes / 1024).toFixed(1)} KiB`);
    const [current, canaries, history] = await Promise.all([readActive(RELEASES_DIR), readCanaries(RELEASES_DIR).catch(() => ({})), readHistory(RELEASES_DIR)]);
    console.log('\nReleases, newest first:');
    for (const remote of REMOTES) {
      const releases = history.filter((entry) => entry.remote === remote && !entry.rollback && !entry.promoted);
      if (releases.length === 0) continue;
      console.log(`mfe-${remote}`);
      for (const entry of [...releases].reverse()) {
        const marker = releaseManifestUrl(remote, entry.id) === current[remote] ? '*' : canaries[remote]?.id === entry.id ? 'c' : ' ';
        const kind = entry.canary === undefined ? '' : `  canary ${entry.canary} %`;
        console.log(`  ${marker} ${entry.id}  ${entry.at}  ${kib(sizeOf(path.join(RELEASES_DIR, remote, entry.id)))}  ${entry.by ?? 'unknown'}${kind}`);
      }
    }
    console.log('\n* active, c canary. Promote a canary: npm run promote -- mfe-<remote>. Roll back: npm run rollback -- mfe-<remote> [<id> | --default]');
  });
}
process.exitCode = code;
