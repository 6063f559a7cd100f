// `npm run dev`: the API server (restarts on change) plus every app's dev server with live reload.
// The server's /remotes.json points the shell at the remotes' dev servers.
//   npm run dev                    everything
//   npm run dev -- shell mfe-jobs  the server plus just these apps (others load from their builds)
import { spawn } from 'node:child_process';
import { APPS, ROOT, appDir } from './apps.mjs';

const DEV_PORTS = { shell: 3000, 'mfe-auth': 3001, 'mfe-tutors': 3002, 'mfe-jobs': 3003, 'mfe-gigs': 3004, 'mfe-chat': 3005, 'mfe-payments': 3006, 'mfe-admin': 3007 };
const requested = process.argv.slice(2);
const apps = requested.length ? requested : APPS;
const unknown = apps.filter((app) => !APPS.includes(app));
if (unknown.length) {
  console.error(`Unknown app(s): ${unknown.join(', ')}. Apps: ${APPS.join(', ')}`);
  process.exit(2);
}

const remoteOverrides = Object.fromEntries(
  apps.filter((app) => app.startsWith('mfe-')).map((app) => [
    `REMOTE_URL_${app.slice(4).toUpperCase()}`,
    `http://localhost:${DEV_PORTS[app]}/mf-manifest.json`,
  ]),
);

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/src/main.ts'], {
    cwd: ROOT, stdio: 'inherit', env: { NODE_ENV: 'development', ...process.env, ...remoteOverrides },
  }),
  ...apps.map((app) =>
    spawn('npx', ['webpack', 'serve', '--mode', 'development'], { cwd: appDir(app), stdio: 'inherit', env: process.env }),
  ),
];
console.log(`API on http://localhost:8080, shell dev server on http://localhost:${DEV_PORTS.shell}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
