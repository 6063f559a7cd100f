// The release commands end to end on a releases directory of their own: a build made elsewhere
// (--from), as a canary, promoted or rolled back. Each command is a process (node --import tsx).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './apps.mjs';

// Each command is a process booting tsx: seconds on a busy machine.
jest.setTimeout(60_000);

let work;
const HOST = { runtime: '2.9.2', lends: ['bundler-runtime'], provides: { react: '19.3.1' } };

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'release-commands-'));
  fs.writeFileSync(path.join(work, 'host-contract.json'), JSON.stringify(HOST));
});

afterEach(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

/** A build of mfe-jobs in `name`/ whose manifest differs by `tag`; `exposes` as the shell expects unless given. */
function aBuild(name, tag, exposes = ['./routes', './widgets']) {
  const dir = path.join(work, name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: tag, metaData: { pluginVersion: '2.9.2' }, shared: [{ name: 'react', requiredVersion: '^19.0.0' }], exposes: exposes.map((expose) => ({ path: expose })) }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `// ${tag}\n`);
  fs.writeFileSync(path.join(dir, 'federation-takes.json'), JSON.stringify(['bundler-runtime']));
  return dir;
}

function npmRun(script, ...args) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', script), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, RELEASES_DIR: path.join(work, 'releases'), RELEASE_HOST_CONTRACT: path.join(work, 'host-contract.json') },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const read = (file) => JSON.parse(fs.readFileSync(path.join(work, 'releases', file), 'utf8'));
const idIn = (output) => /as (\S+?)[,;]/.exec(output)?.[1];

test('a build from elsewhere goes out as a canary, then is promoted to everyone', () => {
  const first = npmRun('release.mjs', 'mfe-jobs', '--from', aBuild('one', 'one'));
  const canary = npmRun('release.mjs', 'mfe-jobs', '--from', aBuild('two', 'two'), '--canary', '10');
  const firstId = idIn(first.stdout);
  const canaryId = idIn(canary.stdout);

  expect(first.code).toBe(0);
  expect(canary.code).toBe(0);
  expect(read('active.json')).toEqual({ jobs: `/releases/jobs/${firstId}/mf-manifest.json` });
  expect(read('canary.json')).toEqual({ jobs: { id: canaryId, percent: 10, since: expect.any(String) } });
  expect(fs.readFileSync(path.join(work, 'releases', 'jobs', canaryId, 'remoteEntry.js'), 'utf8')).toBe('// two\n');

  const promoted = npmRun('promote.mjs', 'mfe-jobs');
  expect(promoted.code).toBe(0);
  expect(read('active.json')).toEqual({ jobs: `/releases/jobs/${canaryId}/mf-manifest.json` });
  expect(read('canary.json')).toEqual({});
  expect(read('history.json').map(({ id, canary: percent, promoted: done }) => [id, percent, done])).toEqual([
    [firstId, undefined, undefined],
    [canaryId, 10, undefined],
    [canaryId, undefined, true],
  ]);
  expect(npmRun('promote.mjs', 'mfe-jobs')).toMatchObject({ code: 1, stderr: expect.stringContaining('mfe-jobs has no canary to promote') });
});

test('rollback drops a running canary first, then rolls the active build back', () => {
  const firstId = idIn(npmRun('release.mjs', 'jobs', '--from', aBuild('one', 'one')).stdout);
  const secondId = idIn(npmRun('release.mjs', 'jobs', '--from', aBuild('two', 'two')).stdout);
  const canaryId = idIn(npmRun('release.mjs', 'jobs', '--from', aBuild('three', 'three'), '--canary', '50').stdout);

  const dropped = npmRun('rollback.mjs', 'mfe-jobs');
  expect(dropped).toMatchObject({ code: 0, stdout: expect.stringContaining(`Canary ${canaryId} of mfe-jobs dropped`) });
  expect(read('canary.json')).toEqual({});
  expect(read('active.json')).toEqual({ jobs: `/releases/jobs/${secondId}/mf-manifest.json` });

  const back = npmRun('rollback.mjs', 'mfe-jobs');
  expect(back).toMatchObject({ code: 0, stdout: expect.stringContaining(`rolled back to ${firstId}`) });
  expect(read('active.json')).toEqual({ jobs: `/releases/jobs/${firstId}/mf-manifest.json` });
  expect(read('history.json').at(-2)).toMatchObject({ id: canaryId, canary: 50, rollback: true });
});

test('a build the shell cannot load is refused as a canary too, and --from needs a build', () => {
  const changed = npmRun('release.mjs', 'mfe-jobs', '--from', aBuild('changed', 'changed', ['./routes']), '--canary', '10');
  const empty = npmRun('release.mjs', 'mfe-jobs', '--from', path.join(work, 'nothing'), '--canary', '10');
  const share = npmRun('release.mjs', 'mfe-jobs', '--from', aBuild('one', 'one'), '--canary', '0');

  expect(changed).toMatchObject({ code: 1, stderr: expect.stringContaining('it does not expose ./widgets, which the shell loads') });
  expect(empty).toMatchObject({ code: 1, stderr: expect.stringContaining('holds no mf-manifest.json') });
  expect(share).toMatchObject({ code: 1, stderr: expect.stringContaining('a whole number from 1 to 99') });
  expect(fs.existsSync(path.join(work, 'releases'))).toBe(false);
});

test('a release file that is not JSON, or not of its shape, is named with what is wrong, not a stack trace', () => {
  fs.mkdirSync(path.join(work, 'releases'), { recursive: true });
  fs.writeFileSync(path.join(work, 'releases', 'canary.json'), '{"jobs": {"id": ');
  const broken = npmRun('rollback.mjs', 'mfe-jobs');
  expect(broken.code).toBe(1);
  expect(broken.stderr).toContain(`${path.join(work, 'releases', 'canary.json')} is not valid JSON`);
  expect(broken.stderr).not.toMatch(/\n\s+at /);

  fs.writeFileSync(path.join(work, 'releases', 'canary.json'), JSON.stringify({ jobs: { id: '20261127-1', percent: 150, since: new Date().toISOString() } }));
  const promoted = npmRun('promote.mjs', 'mfe-jobs');
  expect(promoted.code).toBe(1);
  expect(promoted.stderr.trim()).toBe('canary.json: jobs.percent must be a whole number from 1 to 99');
});
