// Builds the front-end apps with webpack's Node API, one after another (two cores: no parallel builds),
// then the compiled server (scripts/build-server.mjs).
//   node scripts/build.mjs            build what changed since its last build
//   node scripts/build.mjs --all      rebuild every app and the server (`npm run build`)
//   node scripts/build.mjs mfe-jobs   rebuild one app
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { writeHostContract } from '../shared/build/federation.mjs';
import { precompress } from '../shared/build/precompress.mjs';
import { writePrerenderedPages, writeRemotePreviews } from '../shared/build/prerender.mjs';
import { APPS, ROOT, appDir, buildIsStale } from './apps.mjs';
import { buildServer, serverIsStale } from './build-server.mjs';

const SOURCES = (app) => [path.join(appDir(app), 'src'), path.join(appDir(app), 'webpack.config.mjs'),
  path.join(ROOT, 'shared/src'), path.join(ROOT, 'shared/build'), path.join(ROOT, 'package-lock.json')];

const stampOf = (app) => path.join(appDir(app), 'dist', '.build-stamp');

// The file whose absence means an app was never completely built.
const entryOf = (app) => path.join(appDir(app), 'dist', app === 'shell' ? 'pages/en/index.html' : 'mf-manifest.json');

/** An app is stale when it has no complete build or a source is newer than its last build. */
export function isStale(app) {
  return buildIsStale({ stamp: stampOf(app), outputs: [entryOf(app)], sources: SOURCES(app) });
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

/** webpack, then the shell's prerendered pages or a remote's previews, then brotli and gzip copies of what is served. */
async function buildOne(app) {
  const factory = (await import(pathToFileURL(path.join(appDir(app), 'webpack.config.mjs')).href)).default;
  await compile(factory({}, { mode: 'production' }));
  if (app === 'shell') {
    await writePrerenderedPages(appDir(app));
    writeHostContract(appDir(app));
  } else {
    await writeRemotePreviews(appDir(app));
  }
  precompress(path.join(appDir(app), 'dist'));
}

/**
 * Builds the given apps (default: the stale ones), and the server with them unless `server` is
 * false, printing one progress line per build.
 */
export async function build({ apps = APPS, force = false, server = true } = {}) {
  const todo = force ? apps : apps.filter(isStale);
  const withServer = server && (force || serverIsStale());
  const total = todo.length + (withServer ? 1 : 0);
  if (total === 0) {
    console.log('The apps and the server are built and up to date.');
    return;
  }
  const step = async (index, name, work) => {
    const started = Date.now();
    process.stdout.write(`[${index + 1}/${total}] building ${name}… `);
    await work();
    console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  for (const [index, app] of todo.entries()) {
    await step(index, app, async () => {
      await buildOne(app);
      fs.writeFileSync(stampOf(app), `${new Date().toISOString()}\n`);
    });
  }
  if (withServer) await step(todo.length, 'server', buildServer);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const named = args.filter((arg) => !arg.startsWith('--'));
  const unknown = named.filter((app) => !APPS.includes(app));
  if (unknown.length) {
    console.error(`Unknown app(s): ${unknown.join(', ')}. Apps: ${APPS.join(', ')}`);
    process.exit(2);
  }
  build({ apps: named.length ? named : APPS, force: args.includes('--all') || named.length > 0, server: named.length === 0 }).catch((error) => {
    console.error(`\nBuild failed:\n${error.message}`);
    process.exit(1);
  });
}
