// Whether a remote's build can run inside the shell that is deployed: the federation runtime it
// was built for must be the shell's (remotes use the host's runtime), and every shared module
// the shell provides must satisfy the version range the remote asks for (else the page would load
// a second React, router or session store). The shell's build writes what it provides into
// shell/dist/host-contract.json; the remote's mf-manifest.json says what it needs.
import semver from 'semver';

/** Problems that forbid releasing `manifest` (a remote's mf-manifest.json) into `host`; empty when it fits. */
export function releaseProblems(manifest, host) {
  const problems = [];
  const runtime = manifest?.metaData?.pluginVersion;
  if (!semver.valid(runtime)) problems.push('its mf-manifest.json names no federation runtime version');
  else if (semver.major(runtime) !== semver.major(host.runtime) || semver.minor(runtime) !== semver.minor(host.runtime)) {
    problems.push(`it was built for federation runtime ${runtime}, the shell runs ${host.runtime}`);
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
