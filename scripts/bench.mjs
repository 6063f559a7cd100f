// `npm run bench`: what a browser downloads for the first render of / and of one route per remote
// (gzip bytes, by app), and the shell's time to first render in headless Chromium (median of runs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ROOT } from './apps.mjs';
import { build } from './build.mjs';
import { findChromium } from './chromium.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8199);
const BASE = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const ROUTES = [
  ['/', 'shell'], ['/login', 'auth'], ['/tutors', 'tutors'], ['/jobs', 'jobs'], ['/gigs/1', 'gigs'],
  ['/messages', 'chat'], ['/buy-points', 'payments'],
];
const SESSION = { id: 1, user_id: 1, username: 'bench', email: 'bench@example.com', user_type: 'student' };

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorium-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT, stdio: 'ignore', env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', JWT_SECRET: 'bench-only-secret-bench-only-secret', PUBLIC_URL: `http://localhost:${PORT}`, MAIL_OUTBOX: '1' },
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('The server did not start within 60 s');
}

const appOf = (pathname) => (pathname.startsWith('/remotes/') ? pathname.split('/')[2] : pathname.startsWith('/api/') ? 'api' : 'shell');

async function downloadsFor(browser, route) {
  const context = await browser.newContext();
  await context.addInitScript((user) => {
    localStorage.setItem('token', 'bench');
    localStorage.setItem('user', JSON.stringify(user));
  }, SESSION);
  const page = await context.newPage();
  const bodies = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.origin !== BASE || url.pathname.startsWith('/api/')) return;
    try {
      bodies.push([appOf(url.pathname), gzipSync(await response.body(), { level: 9 }).length]);
    } catch {
      // redirects have no body
    }
  });
  await page.goto(`${BASE}${route}`, { waitUntil: 'networkidle' });
  await context.close();
  const byApp = {};
  for (const [app, bytes] of bodies) byApp[app] = (byApp[app] ?? 0) + bytes;
  return byApp;
}

async function firstRender(browser) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(BASE, { waitUntil: 'commit' });
    await page.getByRole('banner').waitFor();
    times.push(await page.evaluate(() => performance.now()));
    await context.close();
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const executablePath = findChromium();
if (!executablePath) {
  console.error("No Chromium found: install Debian's chromium package or set CHROMIUM_PATH.");
  process.exit(1);
}
await build();
const server = await startServer();
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  console.log('First render downloads, gzip KiB by app:');
  console.log('| route | remote | shell | remote | total |\n|---|---|---|---|---|');
  for (const [route, remote] of ROUTES) {
    const byApp = await downloadsFor(browser, route);
    const kib = (bytes) => ((bytes ?? 0) / 1024).toFixed(1);
    const total = Object.values(byApp).reduce((sum, bytes) => sum + bytes, 0);
    console.log(`| ${route} | ${remote} | ${kib(byApp.shell)} | ${remote === 'shell' ? '-' : kib(byApp[remote])} | ${kib(total)} |`);
  }
  console.log(`\nShell time to first render (header on screen), median of ${RUNS}: ${(await firstRender(browser)).toFixed(0)} ms`);
} finally {
  await browser.close();
  server.kill();
}
