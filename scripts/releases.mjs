// Release bookkeeping shared by release.mjs and rollback.mjs. `.releases/active.json` maps a remote
// to the manifest URL the server puts in /remotes.json; the server re-reads it on every request.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, ROOT } from './apps.mjs';

export const RELEASES_DIR = process.env.RELEASES_DIR ?? path.join(ROOT, '.releases');
const ACTIVE = path.join(RELEASES_DIR, 'active.json');
const HISTORY = path.join(RELEASES_DIR, 'history.json');

const readJson = (file, fallback) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : fallback);
const writeJson = (file, value) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file); // atomic: the server never reads a half-written file
};

/** `mfe-jobs` or `jobs` -> `jobs`; exits with a message for anything else. */
export function remoteArg(value) {
  const remote = value?.replace(/^mfe-/, '');
  if (!REMOTES.includes(remote)) {
    console.error(`Name a remote: ${REMOTES.map((name) => `mfe-${name}`).join(', ')}`);
    process.exit(2);
  }
  return remote;
}

export const manifestUrl = (remote, id) => `/releases/${remote}/${id}/mf-manifest.json`;
export const history = () => readJson(HISTORY, []);
export const active = () => readJson(ACTIVE, {});

/** Points /remotes.json at a release of a remote (or back at its default build when id is null). */
export function activate(remote, id) {
  const next = { ...active() };
  if (id) next[remote] = manifestUrl(remote, id);
  else delete next[remote];
  writeJson(ACTIVE, next);
}

/** Who releases: the git author configured here, else the login name. */
export function releasedBy() {
  const git = spawnSync('git', ['config', 'user.name'], { encoding: 'utf8' });
  return (git.status === 0 && git.stdout.trim()) || os.userInfo().username;
}

export function record(entry) {
  writeJson(HISTORY, [...history(), entry]);
}
