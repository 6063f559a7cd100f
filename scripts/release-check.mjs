// Whether a remote's build can run inside the shell that is deployed: the federation runtime it
// was built for must be the shell's (remotes use the host's runtime), the shell must lend what the
// remote takes from it rather than carries (a shell built before lent only the runtime's core; one
// built now lends its own bundler runtime, its chunk loading, and webpack's helpers of the webpack
// it was built with), and every shared module the shell provides must satisfy the version range
// the remote asks for (else the page would load a second React, router or session store). The
// shell's build writes what it provides and lends into shell/dist/host-contract.json; the remote's
// mf-manifest.json and federation-takes.json say what it needs.
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { CHUNK_LOADING_PART, TAKEN_BEFORE, TAKES_FILE } from '../shared/build/runtime-lending.mjs';

/** The modules a remote must expose: its routes, and its widgets when the contract gives it any. */
export const expectedExposes = (widgets) => ['./routes', ...(widgets.length > 0 ? ['./widgets'] : [])];

/** What the remote build in `dir` takes from the shell's federation loader (its TAKES_FILE; the core alone before that file). */
export function takenFromShell(dir) {
  const file = path.join(dir, TAKES_FILE);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : TAKEN_BEFORE;
}

const PARTS = {
  'runtime-core': "the federation runtime's core", 'bundler-runtime': 'the federation bundler runtime', [CHUNK_LOADING_PART]: 'the loading of its chunks',
};
const partName = (part) => PARTS[part] ?? part.replace(/^webpack-helpers@(.+)$/, "webpack $1's runtime helpers");

/**
 * Problems that forbid releasing `manifest` (a remote's mf-manifest.json) into `host`; empty when
 * it fits. `exposes` is what the shell's contract expects the remote to expose; `takes`, what the
 * remote's build takes from the shell rather than carries (`takenFromShell`).
 */
export function releaseProblems(manifest, host, exposes = ['./routes'], takes = TAKEN_BEFORE) {
  const problems = [];
  const exposed = (manifest?.exposes ?? []).map((entry) => entry.path).sort();
  const missing = exposes.filter((path) => !exposed.includes(path));
  const extra = exposed.filter((path) => !exposes.includes(path));
  if (missing.length) problems.push(`it does not expose ${missing.join(', ')}, which the shell loads`);
  if (extra.length) problems.push(`it exposes ${extra.join(', ')}, which the shell's contract does not know`);
  const runtime = manifest?.metaData?.pluginVersion;
  if (!semver.valid(runtime)) problems.push('its mf-manifest.json names no federation runtime version');
  else if (semver.major(runtime) !== semver.major(host.runtime) || semver.minor(runtime) !== semver.minor(host.runtime)) {
    problems.push(`it was built for federation runtime ${runtime}, the shell runs ${host.runtime}`);
  } else if (takes.includes('bundler-runtime') && runtime !== host.runtime) {
    // The plugin's code in the remote's entry calls the shell's bundler runtime: an internal interface.
    problems.push(`it takes the bundler runtime from the shell, so it must be built for the shell's federation runtime exactly: it was built for ${runtime}, the shell runs ${host.runtime}`);
  }
  const lent = host.lends ?? TAKEN_BEFORE;
  const notLent = takes.filter((part) => !lent.includes(part));
  // A shell that lends the bundler runtime runs its own federation runtime and lends no core any more.
  const noLonger = lent.includes('bundler-runtime') ? notLent.filter((part) => part === 'runtime-core') : [];
  const notYet = notLent.filter((part) => !noLonger.includes(part));
  if (noLonger.length) {
    problems.push(`it takes ${noLonger.map(partName).join(' and ')} from the shell, which the deployed shell no longer lends: rebuild the remote with the current shared/build (npm run build)`);
  }
  if (notYet.length) {
    problems.push(`it takes ${notYet.map(partName).join(' and ')} from the shell, which the deployed shell does not lend: build and deploy the current shell first (npm run build)`);
  }
  for (const shared of manifest?.shared ?? []) {
    const provided = host.provides[shared.name];
    if (!provided || !shared.requiredVersion) continue;
    if (!semver.satisfies(provided, shared.requiredVersion)) {
      problems.push(`it needs ${shared.name} ${shared.requiredVersion}, the shell provides ${provided}`);
    }
  }
  return problems;
}
