// Whether a remote's build can run inside the shell that is deployed: the federation runtime it
// was built for must be the shell's (remotes use the host's runtime, which the shell must lend them
// whole: an older shell lent only its core), and every shared module
// the shell provides must satisfy the version range the remote asks for (else the page would load
// a second React, router or session store). The shell's build writes what it provides into
// shell/dist/host-contract.json; the remote's mf-manifest.json says what it needs.
import semver from 'semver';
import { RUNTIME_LENT } from '../shared/build/runtime-lending.mjs';

/** The modules a remote must expose: its routes, and its widgets when the contract gives it any. */
export const expectedExposes = (widgets) => ['./routes', ...(widgets.length > 0 ? ['./widgets'] : [])];

/**
 * Problems that forbid releasing `manifest` (a remote's mf-manifest.json) into `host`; empty when
 * it fits. `exposes` is what the shell's contract expects the remote to expose.
 */
export function releaseProblems(manifest, host, exposes = ['./routes']) {
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
  }
  const lent = host.lends ?? ['runtime-core'];
  const notLent = RUNTIME_LENT.filter((part) => !lent.includes(part));
  if (notLent.length) problems.push(`it takes the federation ${notLent.join(' and ')} from the shell, which this shell does not lend: release the shell first`);
  for (const shared of manifest?.shared ?? []) {
    const provided = host.provides[shared.name];
    if (!provided || !shared.requiredVersion) continue;
    if (!semver.satisfies(provided, shared.requiredVersion)) {
      problems.push(`it needs ${shared.name} ${shared.requiredVersion}, the shell provides ${provided}`);
    }
  }
  return problems;
}
