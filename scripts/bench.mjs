// `npm run bench`: what a browser downloads for the first render of / and of one route per remote,
// logged out and signed in, and how soon it paints and responds, in headless Chromium against the
// production build; then every server benchmark (server/bench/*.bench.ts).
//   JS KiB      gzip size of every script the page downloads until the network is idle, by app
//               (the measure of the budgets in scripts/page-budgets.json)
//   wire KiB    bytes the browser really received for the page (HTML, JS, CSS, JSON; compressed as sent)
//   FCP, LCP    first and largest contentful paint at 4x CPU slowdown, medians of BENCH_RUNS cold loads
//   clicks      when the header answers clicks (React owns it: hydrated or rendered), same runs
// With BENCH_REFERENCE_DIR (the production build of another single-page app, e.g. the client this
// one replaces, built elsewhere), it also serves that folder and measures the first and largest
// paint of BENCH_REFERENCE_ROUTES (default /, /tutors, /jobs) in both apps, run for run in turn,
// and prints their ratios against the targets (first paint at most 0.4x, largest at most 0.5x).
// BENCH_ROUTES=/,/jobs measures only those routes' views. BENCH_LATENCY_MS=60 adds that much to every
// request's round trip (Chromium's network emulation), as a network farther than this machine does.
// `npm run bench -- --sizes` measures only the sizes (no timings, no server benchmarks) and lists
// every script each view loads, largest first: where the bytes go.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
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
const CPU_SLOWDOWN = 4;
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 0);
// Every view measured, with its budget (scripts/page-budgets.json, which a browser test also holds
// the builds to). Signed-in views are opened by the demo student (or the demo account a view names
// in `as`), signed in for real: the header then loads what a signed-in user gets (balance,
// notification bell), and a made-up token would be refused.
// BENCH_ROUTES (comma-separated) measures only those routes' views.
const ONLY = process.env.BENCH_ROUTES?.split(',');
const VIEWS = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts', 'page-budgets.json'), 'utf8')).views.filter((view) => !ONLY || ONLY.includes(view.route));
const BENCH_USER = { username: 'demo_student', password: 'tutorium-demo' };
const benchUser = (view) => ({ ...BENCH_USER, username: view.as ?? BENCH_USER.username });
// The header marks itself once React owns it. (A build from before that marker: pass 'header'.)
const INTERACTIVE = process.env.BENCH_INTERACTIVE_SELECTOR ?? 'header[data-interactive]';
const SIZES_ONLY = process.argv.includes('--sizes');

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorium-bench-'));
  const accounts = spawnSync(process.execPath, ['--import', 'tsx', 'server/bench/bench-accounts.ts', dataDir], { cwd: ROOT, stdio: 'inherit' });
  if (accounts.status !== 0) throw new Error('Could not create the demo accounts for the benchmark');
  const server = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: ROOT, stdio: 'ignore', env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', JWT_SECRET: 'bench-only-secret-bench-only-secret', PUBLIC_URL: `http://localhost:${PORT}`, MAIL_OUTBOX: '1', AUTH_RATE_LIMIT_MAX: '1000', AUTH_ADDRESS_RATE_LIMIT_MAX: '100000' },
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

const appOf = (pathname) => (pathname.startsWith('/remotes/') || pathname.startsWith('/releases/') ? pathname.split('/')[2] : 'shell');

async function newPage(browser, { signedIn, ...view }) {
  const context = await browser.newContext();
  // Notes the moment the header becomes interactive, from inside the page (no polling delay).
  await context.addInitScript((selector) => {
    const note = () => {
      if (window.benchInteractiveAt === undefined && document.querySelector(selector)) window.benchInteractiveAt = performance.now();
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, attributes: true });
  }, INTERACTIVE);
  if (signedIn) {
    const reply = await fetch(`${BASE}/api/auth/login/`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(benchUser(view)),
    });
    if (!reply.ok) throw new Error(`Bench login refused: ${reply.status}`);
    const session = await reply.json();
    await context.addInitScript(({ access, user }) => {
      localStorage.setItem('token', access);
      localStorage.setItem('user', JSON.stringify(user));
    }, session);
  }
  return { context, page: await context.newPage() };
}

/** JS gzip bytes by app, and bytes received on the wire, for one load of a route. */
async function downloadsFor(browser, view, base = BASE) {
  const { route } = view;
  const { context, page } = await newPage(browser, view);
  const pending = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin !== base || url.pathname.startsWith('/api/')) return;
    pending.push((async () => {
      const response = await request.response();
      const sizes = await request.sizes();
      const isScript = (response?.headers()['content-type'] ?? '').includes('javascript');
      const body = isScript ? await response.body() : null;
      return { path: url.pathname, app: appOf(url.pathname), js: body ? gzipSync(body, { level: 9 }).length : 0, wire: sizes.responseBodySize + sizes.responseHeadersSize };
    })());
  });
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  const files = await Promise.all(pending);
  await context.close();
  const js = {};
  for (const file of files) js[file.app] = (js[file.app] ?? 0) + file.js;
  return { js, wire: files.reduce((sum, file) => sum + file.wire, 0), scripts: files.filter((file) => file.js > 0) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Until the page is quiet: no request in flight or started for half a second, then the main thread
 * idle too, with the frame after that painted, and still no request. At 4x slowdown the network's
 * first idleness is not enough: running `main` and a remote's code takes longer than half a
 * second, and only then does the page ask for its data.
 */
async function pageQuiet(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  let started = 0;
  const start = () => { inFlight += 1; started += 1; lastChange = Date.now(); };
  // A request that started before this was called ends here too: never below none.
  const end = () => { inFlight = Math.max(0, inFlight - 1); lastChange = Date.now(); };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    await page.waitForLoadState('load');
    for (const until = Date.now() + 20_000; Date.now() < until;) {
      if (inFlight > 0 || Date.now() - lastChange < 500) {
        await page.waitForTimeout(100);
        continue;
      }
      const before = started;
      await page.evaluate(() => new Promise((resolve) => {
        requestIdleCallback(() => requestAnimationFrame(() => setTimeout(resolve)), { timeout: 5000 });
      }));
      if (started === before && inFlight === 0) return;
    }
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

/**
 * One cold load of `url` at 4x CPU slowdown: first and largest contentful paint, and (given the
 * selector of what marks the page interactive) when it became so.
 */
async function measureLoad(browser, url, { view = { signedIn: false }, interactive } = {}) {
  const { context, page } = await newPage(browser, view);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (LATENCY_MS > 0) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
    }
    await page.goto(url, { waitUntil: 'commit' });
    let interactiveAt;
    if (interactive) {
      await page.locator(interactive).waitFor();
      interactiveAt = await page.evaluate(() => window.benchInteractiveAt);
    }
    // The paint entries are first-paint and first-contentful-paint: wait for the second by name.
    const fcp = await page.evaluate(() => new Promise((resolve) => {
      const found = () => {
        const entry = performance.getEntriesByName('first-contentful-paint')[0];
        if (entry) resolve(entry.startTime);
      };
      found();
      new PerformanceObserver(found).observe({ type: 'paint', buffered: true });
    }));
    // The largest paint is final once the page is quiet (nothing was clicked or typed).
    await pageQuiet(page);
    const lcp = await page.evaluate(() => new Promise((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
    }));
    return { fcp, lcp, interactive: interactiveAt };
  } finally {
    await context.close();
  }
}

/** First and largest contentful paint and interactive header at 4x CPU slowdown, medians of RUNS cold loads. */
async function timingsFor(browser, view) {
  const loads = [];
  for (let run = 0; run < RUNS; run += 1) loads.push(await measureLoad(browser, `${BASE}${view.route}`, { view, interactive: INTERACTIVE }));
  return { fcp: median(loads.map((load) => load.fcp)), lcp: median(loads.map((load) => load.lcp)), interactive: median(loads.map((load) => load.interactive)) };
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.ico': 'image/x-icon', '.woff2': 'font/woff2' };

/** Serves a single-page app's build folder as a static host does: its files gzipped, index.html for any other path. */
function serveReference(dir, port) {
  const root = path.resolve(dir);
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(root, pathname);
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(root, 'index.html');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const body = fs.readFileSync(file);
    const compress = /text|javascript|json|svg/.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache', ...(compress ? { 'content-encoding': 'gzip' } : {}) });
    response.end(compress ? gzipSync(body) : body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** Both apps' first and largest paint of each route, one load of each in turn per run, medians and ratios. */
async function compareWithReference(browser, referenceDir) {
  const routes = (process.env.BENCH_REFERENCE_ROUTES ?? '/,/tutors,/jobs').split(',');
  const port = PORT + 1;
  const reference = await serveReference(referenceDir, port);
  try {
    console.log(`\nFirst and largest contentful paint, logged out, against the reference app in ${referenceDir} (served from :${port}), at ${CPU_SLOWDOWN}x CPU slowdown, one load of each in turn, median of ${RUNS}:\n`);
    console.log('| route | Tutorium JS | reference JS | Tutorium FCP | reference FCP | FCP ratio | Tutorium LCP | reference LCP | LCP ratio |\n|---|---|---|---|---|---|---|---|---|');
    const mark = (ratio, target) => `${ratio.toFixed(2)}x ${ratio <= target ? `(within ${target}x)` : `(**over ${target}x**)`}`;
    for (const route of routes) {
      const total = ({ js }) => `${(Object.values(js).reduce((sum, bytes) => sum + bytes, 0) / 1024).toFixed(1)} KiB`;
      const [ourJs, theirJs] = [await downloadsFor(browser, { route, signedIn: false }), await downloadsFor(browser, { route, signedIn: false }, `http://127.0.0.1:${port}`)];
      const ours = [];
      const theirs = [];
      for (let run = 0; run < RUNS; run += 1) {
        ours.push(await measureLoad(browser, `${BASE}${route}`, { interactive: INTERACTIVE }));
        theirs.push(await measureLoad(browser, `http://127.0.0.1:${port}${route}`));
      }
      const [fcp, refFcp, lcp, refLcp] = [ours, theirs, ours, theirs].map((loads, index) => median(loads.map((load) => (index < 2 ? load.fcp : load.lcp))));
      console.log(`| ${route} | ${total(ourJs)} | ${total(theirJs)} | ${fcp.toFixed(0)} ms | ${refFcp.toFixed(0)} ms | ${mark(fcp / refFcp, 0.4)} | ${lcp.toFixed(0)} ms | ${refLcp.toFixed(0)} ms | ${mark(lcp / refLcp, 0.5)} |`);
    }
  } finally {
    reference.close();
  }
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
  console.log(`First render of each route, logged out and signed in: JS gzip KiB until the network is idle by app, its budget, bytes on the wire, and times at ${CPU_SLOWDOWN}x CPU slowdown${LATENCY_MS > 0 ? ` and ${LATENCY_MS} ms more per round trip` : ''} (median of ${RUNS}):\n`);
  console.log('| route | visitor | shell JS | its remote | other remotes | total JS | budget | wire | FCP | LCP | clicks |\n|---|---|---|---|---|---|---|---|---|---|---|');
  const kib = (bytes) => ((bytes ?? 0) / 1024).toFixed(1);
  const ms = (time) => (Number.isNaN(time) ? '-' : `${time.toFixed(0)} ms`);
  let overLimit = 0;
  for (const view of VIEWS) {
    const { route, app: remote, signedIn, limitKib: limit, targetKib: target } = view;
    const { js, wire, scripts } = await downloadsFor(browser, view);
    const { fcp, lcp, interactive } = SIZES_ONLY ? { fcp: NaN, lcp: NaN, interactive: NaN } : await timingsFor(browser, view);
    const total = Object.values(js).reduce((sum, bytes) => sum + bytes, 0);
    const others = Object.entries(js).filter(([app]) => app !== 'shell' && app !== remote).reduce((sum, [, bytes]) => sum + bytes, 0);
    const totalKib = total / 1024;
    const held = view.heldToKib === undefined ? '' : totalKib <= view.heldToKib ? ` (held at ${view.heldToKib})` : ` (**over the ${view.heldToKib} it is held to**)`;
    const budget = totalKib <= target ? `within ${target}` : totalKib <= limit ? `over ${target} target` : `**over ${limit} limit**${held}`;
    if (totalKib > limit) overLimit += 1;
    console.log(`| ${route} | ${signedIn ? `signed in${view.as ? ` (${view.as})` : ''}` : 'logged out'} | ${kib(js.shell)} | ${remote === 'shell' ? '-' : kib(js[remote])} | ${kib(others)} | ${kib(total)} | ${budget} | ${kib(wire)} | ${ms(fcp)} | ${ms(lcp)} | ${ms(interactive)} |`);
    if (SIZES_ONLY) for (const file of scripts.sort((a, b) => b.js - a.js)) console.log(`|   ${kib(file.js).padStart(6)} KiB ${file.path} |`);
  }
  console.log(`\n${overLimit} of ${VIEWS.length} views over their hard limit (a view held below its last size meanwhile says so).`);
  if (process.env.BENCH_REFERENCE_DIR && !SIZES_ONLY) await compareWithReference(browser, process.env.BENCH_REFERENCE_DIR);
} finally {
  await browser.close();
  server.kill();
}

// Server benchmarks: each file runs on its own, bounded in time, and prints its own table
// (`npm run bench -- --browser-only` skips them: seeding 300k jobs takes minutes).
const benchDir = path.join(ROOT, 'server', 'bench');
const serverBenches = process.argv.includes('--browser-only') || SIZES_ONLY || !fs.existsSync(benchDir)
  ? []
  : fs.readdirSync(benchDir).filter((name) => name.endsWith('.bench.ts')).sort();
let failed = false;
for (const name of serverBenches) {
  console.log(`\n▶ server/bench/${name}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(benchDir, name)], { cwd: ROOT, stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
