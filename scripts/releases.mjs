// What the release commands share: where releases live and who releases. The files' format and
// what each command does to them live in server/src/remotes (release-files.ts, release-actions.ts),
// also read by the server, so these scripts run under tsx (`node --import tsx`).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, ROOT } from './apps.mjs';
import { ReleaseRefused } from '../server/src/remotes/release-actions.ts';

export const RELEASES_DIR = path.resolve(process.env.RELEASES_DIR ?? path.join(ROOT, '.releases'));

/** `mfe-jobs` or `jobs` -> `jobs`; exits with a message for anything else. */
export function remoteArg(value) {
  const remote = value?.replace(/^mfe-/, '');
  if (!REMOTES.includes(remote)) {
    console.error(`Name a remote: ${REMOTES.map((name) => `mfe-${name}`).join(', ')}`);
    process.exit(2);
  }
  return remote;
}

/** Who releases: the git author configured here, else the login name. */
export function releasedBy() {
  const git = spawnSync('git', ['config', 'user.name'], { encoding: 'utf8' });
  return (git.status === 0 && git.stdout.trim()) || os.userInfo().username;
}

/**
 * Runs a command's work, printing a refusal (ReleaseRefused) or a release file it cannot use
 * (ReleaseFileProblem: which file, and why) as a message and exit code 1.
 */
export async function refusalsAsExit(work) {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof ReleaseRefused) && error?.name !== 'ReleaseFileProblem') throw error;
    console.error(error.message);
    process.exit(1);
  }
}
