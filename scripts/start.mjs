// `npm start`: build what is not built, then run the server (API, shell and remotes).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { build } from './build.mjs';

try {
  await build();
} catch (error) {
  console.error(`\nBuild failed:\n${error.message}`);
  process.exit(1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  // The server treats an unset NODE_ENV as production; `npm start` is the newcomer's development run.
  env: { NODE_ENV: 'development', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
