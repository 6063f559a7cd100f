// The compiled server: each command the server has (the server itself, migrate, backup and restore,
// admin) as one plain-JavaScript file in server/dist, run with `node` and no loader. The shared
// package ships TypeScript sources, so it is bundled in; every other package stays in node_modules.
//   node scripts/build-server.mjs     build it (also part of `npm run build`)
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { ROOT, buildIsStale } from './apps.mjs';

const SERVER = path.join(ROOT, 'server');
export const SERVER_DIST = path.join(SERVER, 'dist');
export const SERVER_ENTRIES = { main: 'src/main.ts', migrate: 'src/migrate.ts', backup: 'src/backup.ts', admin: 'src/admin/cli.ts' };
const STAMP = path.join(SERVER_DIST, '.build-stamp');
const SOURCES = [path.join(SERVER, 'src'), path.join(SERVER, 'package.json'), path.join(ROOT, 'shared/src'), path.join(ROOT, 'package-lock.json')];

/** The compiled server is stale when a file is missing or a source is newer than its last build. */
export function serverIsStale() {
  const outputs = Object.keys(SERVER_ENTRIES).map((name) => path.join(SERVER_DIST, `${name}.js`));
  return buildIsStale({ stamp: STAMP, outputs, sources: SOURCES });
}

export async function buildServer() {
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(SERVER, 'package.json'), 'utf8'));
  const external = Object.keys(dependencies)
    .filter((name) => name !== '@tutorium/shared')
    .flatMap((name) => [name, `${name}/*`]);
  fs.rmSync(SERVER_DIST, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: SERVER,
    entryPoints: SERVER_ENTRIES,
    outdir: SERVER_DIST,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external,
    sourcemap: true,
    logLevel: 'warning',
  });
  fs.writeFileSync(STAMP, `${new Date().toISOString()}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  buildServer().then(
    () => console.log(`Server compiled to server/dist in ${((Date.now() - started) / 1000).toFixed(1)} s`),
    (error) => {
      console.error(`\nServer build failed:\n${error.message}`);
      process.exit(1);
    },
  );
}
