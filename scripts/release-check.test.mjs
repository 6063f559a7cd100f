import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RUNTIME_GLOBALS, RUNTIME_LENT, TAKEN_BEFORE } from '../shared/build/runtime-lending.mjs';
import { expectedExposes, releaseProblems, takenFromShell } from './release-check.mjs';

const host = { runtime: '2.9.2', lends: ['bundler-runtime'], provides: { react: '19.3.1', 'react-dom': '19.3.1', '@tutorium/shared/session': '0.1.0' } };
const manifest = (shared, pluginVersion = '2.9.2', exposes = ['./routes']) => ({
  metaData: { pluginVersion }, shared, exposes: exposes.map((path) => ({ path })),
});

// What a remote built now takes from the shell; a build from before said nothing (TAKEN_BEFORE).
const NOW_TAKEN = ['bundler-runtime'];
const check = (remote, shell = host, exposes = ['./routes'], takes = NOW_TAKEN) => releaseProblems(remote, shell, exposes, takes);

test('a remote built with the shell’s runtime and compatible shared versions may be released', () => {
  expect(check(manifest([
    { name: 'react', requiredVersion: '^19.3.1' },
    { name: '@tutorium/shared/session', requiredVersion: '^0.1.0' },
    // shared among remotes only: the shell does not provide it
    { name: '@tanstack/react-query', requiredVersion: '^5.108.0' },
  ]))).toEqual([]);
});

test('a remote built against another React major is refused, saying why', () => {
  expect(check(manifest([{ name: 'react', requiredVersion: '^20.0.0' }])))
    .toEqual(['it needs react ^20.0.0, the shell provides 19.3.1']);
});

test('a remote built against a newer shared contract is refused', () => {
  expect(check(manifest([{ name: '@tutorium/shared/session', requiredVersion: '^0.2.0' }])))
    .toEqual(['it needs @tutorium/shared/session ^0.2.0, the shell provides 0.1.0']);
});

test('a remote built for another federation runtime (minor or major) is refused; a patch difference is fine', () => {
  expect(check(manifest([], '2.10.0'))).toEqual(['it was built for federation runtime 2.10.0, the shell runs 2.9.2']);
  expect(check(manifest([], '3.0.0'))).toHaveLength(1);
  // (a patch difference: for a remote that carries its own bundler runtime, in a shell that lends the core)
  expect(releaseProblems(manifest([], '2.9.5'), { ...host, lends: ['runtime-core', 'bundler-runtime'] }, ['./routes'], TAKEN_BEFORE)).toEqual([]);
  expect(check({ shared: [], exposes: [{ path: './routes' }] })).toEqual(['its mf-manifest.json names no federation runtime version']);
});

test('a remote that takes the bundler runtime from the shell is refused by a shell that lends only the runtime’s core', () => {
  const older = { runtime: '2.9.2', provides: host.provides };
  expect(releaseProblems(manifest([]), older, ['./routes'], NOW_TAKEN)).toEqual([
    'it takes the federation bundler runtime from the shell, which the deployed shell does not lend: build and deploy the current shell first (npm run build)',
  ]);
  expect(releaseProblems(manifest([]), host, ['./routes'], NOW_TAKEN)).toEqual([]);
});

test('a remote built before, taking the runtime’s core from the shell, runs in a shell that lends it, and must be rebuilt for one that runs its own runtime', () => {
  const older = { runtime: '2.9.2', provides: host.provides };
  const coreLender = { ...older, lends: ['runtime-core', 'bundler-runtime'] };
  expect(releaseProblems(manifest([]), older, ['./routes'], TAKEN_BEFORE)).toEqual([]);
  expect(releaseProblems(manifest([]), coreLender, ['./routes'], TAKEN_BEFORE)).toEqual([]);
  expect(releaseProblems(manifest([]), coreLender, ['./routes'], ['runtime-core', 'bundler-runtime'])).toEqual([]);
  expect(releaseProblems(manifest([]), host, ['./routes'], TAKEN_BEFORE)).toEqual([
    "it takes the federation runtime's core from the shell, which the deployed shell no longer lends: rebuild the remote with the current shared/build (npm run build)",
  ]);
  expect(releaseProblems(manifest([]), host, ['./routes'], ['runtime-core', 'bundler-runtime'])).toHaveLength(1);
});

test('a remote that takes webpack’s helpers from the shell runs only in a shell built with the same webpack', () => {
  const takes = ['bundler-runtime', 'webpack-helpers@5.110.0'];
  expect(releaseProblems(manifest([]), { ...host, lends: ['bundler-runtime', 'webpack-helpers@5.110.0'] }, ['./routes'], takes)).toEqual([]);
  expect(releaseProblems(manifest([]), { ...host, lends: ['bundler-runtime', 'webpack-helpers@5.111.0'] }, ['./routes'], takes)).toEqual([
    "it takes webpack 5.110.0's runtime helpers from the shell, which the deployed shell does not lend: build and deploy the current shell first (npm run build)",
  ]);
  expect(releaseProblems(manifest([]), host, ['./routes'], takes)).toHaveLength(1);
});

test('a remote that loads its chunks with the shell’s chunk loading is refused by a shell built before it lent that', () => {
  const takes = ['bundler-runtime', 'chunk-loading@1'];
  expect(releaseProblems(manifest([]), { ...host, lends: ['bundler-runtime', 'chunk-loading@1'] }, ['./routes'], takes)).toEqual([]);
  expect(releaseProblems(manifest([]), host, ['./routes'], takes)).toEqual([
    "it takes the loading of its chunks from the shell, which the deployed shell does not lend: build and deploy the current shell first (npm run build)",
  ]);
});

test('a remote that takes the shell’s bundler runtime must be built for the shell’s runtime exactly, patch included', () => {
  expect(releaseProblems(manifest([], '2.9.5'), host, ['./routes'], NOW_TAKEN)).toEqual([
    "it takes the bundler runtime from the shell, so it must be built for the shell's federation runtime exactly: it was built for 2.9.5, the shell runs 2.9.2",
  ]);
});

test('what a remote build takes is read from its federation-takes.json; without one (an older build), the core alone', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'takes-'));
  try {
    expect(takenFromShell(dir)).toEqual(['runtime-core']);
    fs.writeFileSync(path.join(dir, 'federation-takes.json'), JSON.stringify(NOW_TAKEN));
    expect(takenFromShell(dir)).toEqual(NOW_TAKEN);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the globals the build names for what the shell lends are the ones the shell’s loader sets, and only those', () => {
  const loader = fs.readFileSync(new URL('../shared/src/federation/federation-loader.ts', import.meta.url), 'utf8');
  for (const [part, name] of Object.entries(RUNTIME_GLOBALS)) {
    const sets = new RegExp(`page\\.${name} \\?\\?=`);
    if (RUNTIME_LENT.includes(part)) expect(loader).toMatch(sets);
    else expect(loader).not.toMatch(sets);
  }
});

test('a remote must expose exactly what the shell loads from it: routes, and widgets when the contract names some', () => {
  expect(expectedExposes([])).toEqual(['./routes']);
  expect(expectedExposes(['tutor-gigs'])).toEqual(['./routes', './widgets']);
  expect(check(manifest([], '2.9.2', ['./routes', './widgets']), host, ['./routes', './widgets'])).toEqual([]);
  expect(check(manifest([], '2.9.2', ['./routes']), host, ['./routes', './widgets']))
    .toEqual(['it does not expose ./widgets, which the shell loads']);
  expect(check(manifest([], '2.9.2', ['./routes', './admin']), host, ['./routes']))
    .toEqual(["it exposes ./admin, which the shell's contract does not know"]);
});
