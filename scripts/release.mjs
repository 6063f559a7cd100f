// `npm run release -- mfe-jobs`: build one remote, publish it under a new versioned path and point
// /remotes.json at it. The shell and the other remotes are not rebuilt; the server is not restarted.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, appDir } from './apps.mjs';
import { build } from './build.mjs';
import { REMOTE_WIDGETS } from '../shared/src/contracts/routes.ts';
import { expectedExposes, releaseProblems } from './release-check.mjs';
import { RELEASES_DIR, activate, record, releasedBy, remoteArg } from './releases.mjs';

const remote = remoteArg(process.argv[2]);
const app = `mfe-${remote}`;
// The bundler strips types without checking them: the type check is what holds a remote to the
// contract (its routes and widgets against REMOTE_ROUTES and REMOTE_WIDGETS, the shared API).
if (spawnSync('npx', ['tsc', '-b', app], { cwd: ROOT, stdio: 'inherit' }).status !== 0) {
  console.error(`Release of ${app} refused: it does not type-check against the shell's contract (see above).`);
  process.exit(1);
}
await build({ apps: [app], force: true, server: false });

const dist = path.join(appDir(app), 'dist');
const manifest = fs.readFileSync(path.join(dist, 'mf-manifest.json'));
const hostContract = path.join(appDir('shell'), 'dist', 'host-contract.json');
if (!fs.existsSync(hostContract)) {
  console.error('Release refused: the shell is not built (no shell/dist/host-contract.json). Run npm run build first.');
  process.exit(1);
}
const problems = releaseProblems(
  JSON.parse(manifest.toString()),
  JSON.parse(fs.readFileSync(hostContract, 'utf8')),
  expectedExposes(REMOTE_WIDGETS[remote]),
);
if (problems.length > 0) {
  console.error(`Release of ${app} refused: ${problems.join('; ')}.`);
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const id = `${stamp}-${createHash('sha256').update(manifest).digest('hex').slice(0, 8)}`;
fs.cpSync(dist, path.join(RELEASES_DIR, remote, id), { recursive: true });
activate(remote, id);
record({ remote, id, at: new Date().toISOString(), by: releasedBy() });
console.log(`Released ${app} as ${id}; /remotes.json now serves /releases/${remote}/${id}/mf-manifest.json`);
