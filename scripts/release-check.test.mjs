import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RUNTIME_GLOBALS } from '../shared/build/runtime-lending.mjs';
import { expectedExposes, releaseProblems, takenFromShell } from './release-check.mjs';

const host = { runtime: '2.9.2', lends: ['runtime-core', 'bundler-runtime'], provides: { react: '19.3.1', 'react-dom': '19.3.1', '@tutorium/shared/session': '0.1.0' } };
const manifest = (shared, pluginVersion = '2.9.2', exposes = ['./routes']) => ({
  metaData: { pluginVersion }, shared, exposes: exposes.map((path) => ({ path })),
});

test('a remote built with the shell’s runtime and compatible shared versions may be released', () => {
  expect(releaseProblems(manifest([
    { name: 'react', requiredVersion: '^19.3.1' },
    { name: '@tutorium/shared/session', requiredVersion: '^0.1.0' },
    // shared among remotes only: the shell does not provide it
    { name: '@tanstack/react-query', requiredVersion: '^5.108.0' },
  ]), host)).toEqual([]);
});

test('a remote built against another React major is refused, saying why', () => {
  expect(releaseProblems(manifest([{ name: 'react', requiredVersion: '^20.0.0' }]), host))
    .toEqual(['it needs react ^20.0.0, the shell provides 19.3.1']);
});

test('a remote built against a newer shared contract is refused', () => {
  expect(releaseProblems(manifest([{ name: '@tutorium/shared/session', requiredVersion: '^0.2.0' }]), host))
    .toEqual(['it needs @tutorium/shared/session ^0.2.0, the shell provides 0.1.0']);
});

test('a remote built for another federation runtime (minor or major) is refused; a patch difference is fine', () => {
  expect(releaseProblems(manifest([], '2.10.0'), host)).toEqual(['it was built for federation runtime 2.10.0, the shell runs 2.9.2']);
  expect(releaseProblems(manifest([], '3.0.0'), host)).toHaveLength(1);
  expect(releaseProblems(manifest([], '2.9.5'), host)).toEqual([]);
  expect(releaseProblems({ shared: [], exposes: [{ path: './routes' }] }, host)).toEqual(['its mf-manifest.json names no federation runtime version']);
});

const NOW_TAKEN = ['runtime-core', 'bundler-runtime'];

test('a remote that takes the bundler runtime from the shell is refused by a shell that lends only the runtime’s core', () => {
  const older = { runtime: '2.9.2', provides: host.provides };
  expect(releaseProblems(manifest([]), older, ['./routes'], NOW_TAKEN)).toEqual([
    'it takes the federation bundler runtime from the shell, which the deployed shell does not lend: build and deploy the current shell first (npm run build)',
  ]);
  expect(releaseProblems(manifest([]), host, ['./routes'], NOW_TAKEN)).toEqual([]);
});

test('a remote built before, carrying its own bundler runtime, runs in any shell of its runtime', () => {
  const older = { runtime: '2.9.2', provides: host.provides };
  expect(releaseProblems(manifest([]), older)).toEqual([]);
  expect(releaseProblems(manifest([]), host)).toEqual([]);
  expect(releaseProblems(manifest([], '2.9.5'), host)).toEqual([]);
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

test('the globals the build names for what remotes take are the ones the shell’s loader sets', () => {
  const loader = fs.readFileSync(new URL('../shared/src/federation/federation-loader.ts', import.meta.url), 'utf8');
  for (const name of Object.values(RUNTIME_GLOBALS)) expect(loader).toMatch(new RegExp(`page\\.${name} \\?\\?=`));
});

test('a remote must expose exactly what the shell loads from it: routes, and widgets when the contract names some', () => {
  expect(expectedExposes([])).toEqual(['./routes']);
  expect(expectedExposes(['tutor-gigs'])).toEqual(['./routes', './widgets']);
  expect(releaseProblems(manifest([], '2.9.2', ['./routes', './widgets']), host, ['./routes', './widgets'])).toEqual([]);
  expect(releaseProblems(manifest([], '2.9.2', ['./routes']), host, ['./routes', './widgets']))
    .toEqual(['it does not expose ./widgets, which the shell loads']);
  expect(releaseProblems(manifest([], '2.9.2', ['./routes', './admin']), host, ['./routes']))
    .toEqual(["it exposes ./admin, which the shell's contract does not know"]);
});
