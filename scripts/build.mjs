// Builds the front-end apps with webpack's Node API, one after another (two cores: no parallel builds).
//   node scripts/build.mjs            build apps whose sources changed since their last build
//   node scripts/build.mjs --all      rebuild every app
//   node scripts/build.mjs mfe-jobs   rebuild one app
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { writeHostContract } from '../shared/build/federation.mjs';
import { precompress } from '../shared/build/precompress.mjs';
import { writePrerenderedPages } from '../shared/build/prerender.mjs';
import { APPS, ROOT, appDir } from './apps.mjs';

const SOURCES = (app) => [path.join(appDir(app), 'src'), path.join(appDir(app), 'webpack.config.mjs'),
  path.join(ROOT, 'shared/src'), path.join(ROOT, 'shared/build'), path.join(ROOT, 'package-lock.json')];

function newestChange(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

// webpack leaves unchanged files untouched, so a stamp written after each build marks its time.
const stampOf = (app) => path.join(appDir(app), 'dist', '.build-stamp');

// The file whose absence means an app was never completely built.
const entryOf = (app) => path.join(appDir(app), 'dist', app === 'shell' ? 'pages/en/index.html' : 'mf-manifest.json');

/** An app is stale when it has no complete build or a source is newer than its last build. */
export function isStale(app) {
  const stamp = stampOf(app);
  if (!fs.existsSync(stamp) || !fs.existsSync(entryOf(app))) return true;
  const builtAt = fs.statSync(stamp).mtimeMs;
  return SOURCES(app).some((source) => newestChange(source) > builtAt);
}

function compile(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      if (stats.hasWarnings()) console.warn(`\n${stats.toString('errors-warnings')}`);
      resolve(stats);
    });
  });
}

/** webpack, then the shell's prerendered pages, then brotli and gzip copies of what is served. */
async function buildOne(app) {
  const factory = (await import(pathToFileURL(path.join(appDir(app), 'webpack.config.mjs')).href)).default;
  await compile(factory({}, { mode: 'production' }));
  if (app === 'shell') {
    await writePrerenderedPages(appDir(app));
    writeHostContract(appDir(app));
  }
  precompress(path.join(appDir(app), 'dist'));
}

/** Builds the given apps (default: the stale ones) and prints one progress line per app. */
export async function build({ apps = APPS, force = false } = {}) {
  const todo = force ? apps : apps.filter(isStale);
  if (todo.length === 0) {
    console.log('All apps are built and up to date.');
    return;
  }
  for (const [index, app] of todo.entries()) {
    const started = Date.now();
    process.stdout.write(`[${index + 1}/${todo.length}] building ${app}… `);
    await buildOne(app);
    fs.writeFileSync(stampOf(app), `${new Date().toISOString()}\n`);
    console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const named = args.filter((arg) => !arg.startsWith('--'));
  const unknown = named.filter((app) => !APPS.includes(app));
  if (unknown.length) {
    console.error(`Unknown app(s): ${unknown.join(', ')}. Apps: ${APPS.join(', ')}`);
    process.exit(2);
  }
  build({ apps: named.length ? named : APPS, force: args.includes('--all') || named.length > 0 }).catch((error) => {
    console.error(`\nBuild failed:\n${error.message}`);
    process.exit(1);
  });
}
