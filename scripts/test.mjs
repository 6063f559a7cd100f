// `npm test`: every check of the project, ending with one line "N passed, N failed".
// `npm test -w mfe-jobs` (node scripts/test.mjs mfe-jobs): one remote's checks alone: its type check,
// lint and component tests, and the browser journeys tagged @jobs, against the shell and the other
// remotes as built or released.
// Type check and lint count as one check each; jest and Playwright count their tests.
// Server tests run on the embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set
// (with the Redis suite when TEST_REDIS_URL is set too).
// The type check and lint run side by side (neither has time limits; each writes to
// .reports/<name>.log, printed when it ends). The test runs go one at a time: their time limits
// are meant for one suite on a loaded machine, not two suites on its two cores.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT } from './apps.mjs';
import { findChromium } from './chromium.mjs';

const scope = process.argv[2];
if (scope !== undefined && (!APPS.includes(scope) || scope === 'shell')) {
  console.error(`Name a remote: ${APPS.filter((app) => app !== 'shell').join(', ')}`);
  process.exit(2);
}
const REPORTS = path.join(ROOT, '.reports');
fs.mkdirSync(REPORTS, { recursive: true });
const totals = { passed: 0, failed: 0 };
const problems = [];

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** `run` beside other stages: the output goes to .reports/<log>.log, printed whole when it ends. */
function runBeside(title, log, command, args, env = {}) {
  const file = path.join(REPORTS, `${log}.log`);
  const out = fs.openSync(file, 'w');
  console.log(`\n▶ ${title} (started; output in .reports/${log}.log)`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', out, out], env: { ...process.env, ...env } });
    child.on('error', () => resolve(false));
    child.on('close', (code) => {
      fs.closeSync(out);
      console.log(`\n▶ ${title} (ended)\n${fs.readFileSync(file, 'utf8')}`);
      resolve(code === 0);
    });
  });
}

function countCheck(title, ok) {
  totals[ok ? 'passed' : 'failed'] += 1;
  if (!ok) problems.push(title);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function jest(title, reportName, args, env) {
  const report = path.join(REPORTS, reportName);
  fs.rmSync(report, { force: true });
  // --forceExit: a suite that fails half-way may leave its embedded database running; that must end
  // the run with a failure, not hang it.
  const ok = run(title, 'npx', ['jest', '--ci', '--forceExit', '--json', `--outputFile=${report}`, ...args], env);
  const summary = readJson(report);
  if (!summary) return countCheck(title, false);
  totals.passed += summary.numPassedTests;
  // A suite that fails to run has no failed tests of its own: count it as a failure too.
  totals.failed += summary.numFailedTests + summary.numRuntimeErrorTestSuites;
  if (!ok) problems.push(title);
}

function build() {
  const title = 'Build the apps the browser tests load';
  const ok = run(title, 'node', ['scripts/build.mjs']);
  if (!ok) countCheck('Build', false);
  return ok;
}

function playwright() {
  const title = 'Browser tests (Playwright, Chromium)';
  const chromium = findChromium();
  if (!chromium) {
    console.log(`\n▶ ${title}\nNo Chromium found: install Debian's chromium package or set CHROMIUM_PATH.`);
    return countCheck(title, false);
  }
  if (!build()) return;
  const report = path.join(REPORTS, 'playwright.json');
  fs.rmSync(report, { force: true });
  const only = scope ? ['--grep', `@${scope.replace(/^mfe-/, '')}`, '--pass-with-no-tests'] : [];
  const ok = run(title, 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json', ...only], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    CHROMIUM_PATH: chromium,
  });
  const summary = readJson(report);
  if (!summary) return countCheck(title, false);
  totals.passed += summary.stats.expected + summary.stats.flaky;
  totals.failed += summary.stats.unexpected;
  if (!ok) problems.push(title);
}

if (scope) {
  countCheck(`Type check (${scope})`, run(`Type check (${scope})`, 'npx', ['tsc', '-b', scope]));
  countCheck(`Lint (${scope})`, run(`Lint (${scope})`, 'npx', ['eslint', scope, '--max-warnings=0']));
  jest(`Component tests (${scope})`, 'jest-remote.json', ['--selectProjects', 'web', '--testPathPatterns', `/${scope}/src/`]);
  playwright();
} else {
  const [typed, linted] = await Promise.all([
    runBeside('Type check (tsc -b)', 'typecheck', 'npx', ['tsc', '-b']),
    runBeside('Lint (eslint)', 'lint', 'npx', ['eslint', '.', '--max-warnings=0']),
  ]);
  countCheck('Type check (tsc -b)', typed);
  countCheck('Lint (eslint)', linted);
  jest('Unit, component and server tests (PGlite)', 'jest.json', [], { DATABASE_URL: '', REDIS_URL: '' });
  if (process.env.TEST_DATABASE_URL) {
    // The same server suite on a real PostgreSQL, plus the Redis suite when TEST_REDIS_URL is set.
    jest('Server tests on PostgreSQL', 'jest-postgres.json', ['--selectProjects', 'server'], {
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      REDIS_URL: process.env.TEST_REDIS_URL ?? '',
    });
  }
  playwright();
}

if (problems.length) console.log(`\nFailed: ${problems.join('; ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || problems.length > 0 ? 1 : 0);
