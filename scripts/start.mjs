// `npm start`: build what is not built (apps and the compiled server), then run the server (API,
// shell and remotes) with plain node.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { build } from './build.mjs';
import { SERVER_DIST } from './build-server.mjs';

try {
  await build();
} catch (error) {
  console.error(`\nBuild failed:\n${error.message}`);
  process.exit(1);
}

const server = spawn(process.execPath, ['--enable-source-maps', path.join(SERVER_DIST, 'main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  // The server treats an unset NODE_ENV as production; `npm start` is the newcomer's development run.
  env: { NODE_ENV: 'development', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
