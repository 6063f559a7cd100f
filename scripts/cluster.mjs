// `npm run cluster -- --instances 2 --port 8080`: the production layout on this machine: N
// instances (ports PORT+1 ... PORT+N, loopback) against DATABASE_URL and REDIS_URL, behind nginx
// on 127.0.0.1:PORT, as deploy/nginx/tutorium.conf describes. Builds what is stale (`--no-apps`:
// the server only, for an API-only run) and migrates once first. An instance that exits on its
// own (killed, crashed, or stopped with SIGTERM) is started again after a second, as systemd's
// Restart= does. Ctrl+C stops nginx, then every instance gracefully (SIGTERM), and exits once all
// are gone.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { build } from './build.mjs';
import { SERVER_DIST } from './build-server.mjs';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

const instances = Number(option('instances', '2'));
const port = Number(option('port', '8080'));
if (!Number.isInteger(instances) || instances < 1 || !Number.isInteger(port) || port < 1024) {
  console.error('Usage: npm run cluster -- --instances N --port PORT (PORT above 1023; instances use PORT+1 ... PORT+N)');
  process.exit(2);
}
for (const name of ['DATABASE_URL', 'REDIS_URL']) {
  if (!process.env[name]) {
    console.error(`${name} must be set: several instances share one PostgreSQL and one Redis.`);
    process.exit(2);
  }
}
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate));
if (!nginx) {
  console.error("nginx is not installed (Debian: apt-get install nginx-light).");
  process.exit(2);
}

// READY_DRAIN_MS: a second of "Connection: close" before an instance stops listening empties nginx's keep-alive pool towards it.
const env = { NODE_ENV: 'development', READY_DRAIN_MS: '1000', ...process.env, HOST: '127.0.0.1', TRUST_PROXY: '1', PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}` };
const ports = Array.from({ length: instances }, (_, index) => port + 1 + index);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorium-cluster-'));
const template = fs.readFileSync(path.join(ROOT, 'deploy/nginx/tutorium.conf'), 'utf8');
// The deploy file's upstream and listen, for this machine's ports; its locations as they are.
const site = template
  .replace(/upstream tutorium \{[^}]*\}/, `upstream tutorium {\n${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}\n    keepalive 32;\n}`)
  .replace(/listen 80;\n {4}server_name tutorium\.example;/, `listen 127.0.0.1:${port};`)
  .replace(/\n# TLS:[\s\S]*$/, '\n');
const temp = (name) => path.join(dir, name);
fs.writeFileSync(
  temp('nginx.conf'),
  `worker_processes 1;\npid ${temp('nginx.pid')};\nerror_log ${temp('error.log')} warn;\nevents { worker_connections 4096; }\nhttp {\n  access_log off;\n` +
    ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${temp(kind)};\n`).join('') +
    `${site}\n}\n`,
);

// Built once (what is stale), run many: every instance is the compiled server under plain node.
await build(process.argv.includes('--no-apps') ? { apps: [] } : {});
const migrated = spawnSync(process.execPath, [path.join(SERVER_DIST, 'migrate.js')], { cwd: ROOT, env, stdio: 'inherit' });
if (migrated.status !== 0) process.exit(migrated.status ?? 1);

let stopping = false;
const children = [];
function startInstance(index) {
  const instancePort = ports[index];
  // A group of its own: Ctrl+C reaches this script only, which then stops each instance once, gracefully.
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(SERVER_DIST, 'main.js')], {
    cwd: ROOT,
    env: { ...env, PORT: String(instancePort) },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  children[index] = child;
  child.on('exit', (code, signal) => {
    console.log(`Instance on ${instancePort} (pid ${child.pid}) exited (${signal ?? code}).`);
    if (stopping) return;
    setTimeout(() => {
      if (stopping) return;
      const restarted = startInstance(index);
      healthy(`http://127.0.0.1:${instancePort}/api/health`).then(
        () => console.log(`Instance on ${instancePort} is running again (pid ${restarted.pid}).`),
        (error) => console.error(error.message),
      );
    }, 1000);
  });
  return child;
}
ports.forEach((_, index) => startInstance(index));

async function healthy(url) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within 2 minutes`);
}

await Promise.all(ports.map((instancePort) => healthy(`http://127.0.0.1:${instancePort}/api/health`)));
const proxy = spawn(nginx, ['-p', dir, '-c', temp('nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit', detached: true });
await healthy(`http://127.0.0.1:${port}/api/ready`);
console.log(
  `Tutorium: http://127.0.0.1:${port} (nginx) -> ${instances} instance(s) on ` +
    `${ports.map((instancePort, index) => `${instancePort} (pid ${children[index].pid})`).join(', ')}. Ctrl+C stops them.`,
);

async function stop() {
  if (stopping) return;
  stopping = true;
  proxy.kill('SIGQUIT');
  const exits = children.filter((child) => child.exitCode === null && child.signalCode === null).map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(exits);
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// Should this script die otherwise, its instances and nginx go with it.
process.on('exit', () => {
  for (const child of [...children, proxy]) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
});
