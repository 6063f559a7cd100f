// `npm run release -- mfe-jobs`               build one remote, publish it under a new versioned path, point /remotes.json at it
// `npm run release -- mfe-jobs --canary 10`   the same, served to 10 % of browsers only (npm run promote / rollback then)
// `npm run release -- mfe-jobs --from DIR`    release a build made elsewhere (a CI artifact): no type check or build here
// The shell and the other remotes are not rebuilt; the server is not restarted. A build the shell
// cannot load (exposes, federation runtime, shared versions) is refused, canary or not.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, appDir } from './apps.mjs';
import { REMOTE_WIDGETS } from '../shared/src/contracts/routes.ts';
import { expectedExposes, releaseProblems, takenFromShell } from './release-check.mjs';
import { RELEASES_DIR, refusalsAsExit, releasedBy, remoteArg } from './releases.mjs';
import { publishRelease } from '../server/src/remotes/release-actions.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { canary: { type: 'string' }, from: { type: 'string' } },
});
const remote = remoteArg(positionals[0]);
const app = `mfe-${remote}`;
const refuse = (why) => {
  console.error(`Release of ${app} refused: ${why}`);
  process.exit(1);
};

const canaryPercent = values.canary === undefined ? undefined : Number(values.canary);
if (canaryPercent !== undefined && !(/^\d+$/.test(values.canary) && canaryPercent >= 1 && canaryPercent <= 99)) {
  refuse(`--canary takes the share of browsers, a whole number from 1 to 99 (not "${values.canary}").`);
}

let dist = path.join(appDir(app), 'dist');
if (values.from !== undefined) {
  dist = path.resolve(values.from);
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) refuse(`${dist} holds no mf-manifest.json: not a build of a remote.`);
} else {
  // The bundler strips types without checking them: the type check is what holds a remote to the
  // contract (its routes and widgets against REMOTE_ROUTES and REMOTE_WIDGETS, the shared API).
  if (spawnSync('npx', ['tsc', '-b', app], { cwd: ROOT, stdio: 'inherit' }).status !== 0) {
    refuse("it does not type-check against the shell's contract (see above).");
  }
  const { build } = await import('./build.mjs');
  await build({ apps: [app], force: true, server: false });
}

const manifest = fs.readFileSync(path.join(dist, 'mf-manifest.json'));
// The shell's contract as built here, or another one (RELEASE_HOST_CONTRACT: the shell's build made elsewhere).
const hostContract = process.env.RELEASE_HOST_CONTRACT ?? path.join(appDir('shell'), 'dist', 'host-contract.json');
if (!fs.existsSync(hostContract)) refuse(`the shell is not built (no ${path.relative(ROOT, hostContract)}). Run npm run build first.`);
let problems;
try {
  problems = releaseProblems(JSON.parse(manifest.toString()), JSON.parse(fs.readFileSync(hostContract, 'utf8')), expectedExposes(REMOTE_WIDGETS[remote]), takenFromShell(dist));
} catch (error) {
  refuse(`its mf-manifest.json or federation-takes.json cannot be read (${error.message}).`);
}
if (problems.length > 0) refuse(`${problems.join('; ')}.`);

const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const id = `${stamp}-${createHash('sha256').update(manifest).digest('hex').slice(0, 8)}`;
await refusalsAsExit(async () => {
  const { endedCanary } = await publishRelease(RELEASES_DIR, remote, dist, { id, by: releasedBy(), canaryPercent });
  const url = `/releases/${remote}/${id}/mf-manifest.json`;
  if (canaryPercent !== undefined) {
    console.log(`Released ${app} as ${id}, a canary for ${canaryPercent} % of browsers (${url}).`);
    console.log(`Watch it with npm run releases; then npm run promote -- ${app}, or npm run rollback -- ${app}.`);
  } else {
    console.log(`Released ${app} as ${id}; /remotes.json now serves ${url}`);
    if (endedCanary) console.log(`Its canary ${endedCanary.id} ended: every browser gets ${id}.`);
  }
});
