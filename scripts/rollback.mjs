// `npm run rollback -- mfe-jobs`            back to the release before the current one
// `npm run rollback -- mfe-jobs <id>`       to a given release
// `npm run rollback -- mfe-jobs --default`  back to the build the server ships (mfe-jobs/dist)
import fs from 'node:fs';
import path from 'node:path';
import { RELEASES_DIR, activate, active, history, manifestUrl, record, remoteArg } from './releases.mjs';

const remote = remoteArg(process.argv[2]);
const wanted = process.argv[3];

if (wanted === '--default') {
  activate(remote, null);
  console.log(`mfe-${remote} now served from its default build.`);
  process.exit(0);
}

const releases = [...new Set(history().filter((entry) => entry.remote === remote).map((entry) => entry.id))];
const current = releases.find((id) => manifestUrl(remote, id) === active()[remote]);
const target = wanted ?? releases[releases.indexOf(current) - 1];
if (!target || !fs.existsSync(path.join(RELEASES_DIR, remote, target, 'mf-manifest.json'))) {
  console.error(`No release to roll back to for mfe-${remote}. Known releases: ${releases.join(', ') || 'none'}`);
  process.exit(1);
}
activate(remote, target);
record({ remote, id: target, at: new Date().toISOString(), rollback: true });
console.log(`mfe-${remote} rolled back to ${target}.`);
