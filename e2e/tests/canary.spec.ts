import { expect, test, type Browser, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATA_DIR, RELEASES_DIR } from '../playwright.config';
import { recordRequests } from './fixtures';

// Canary releases as a feature team runs them: the npm scripts against the running server, and
// browsers that each keep their own side of the split.
const ROOT = path.resolve(__dirname, '../..');
const JOBS_DIST = path.join(ROOT, 'mfe-jobs', 'dist');
const npm = (...args: string[]) =>
  execFileSync('npm', ['run', '--silent', ...args], { cwd: ROOT, env: { ...process.env, RELEASES_DIR, DATA_DIR }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** The jobs build a browser in `bucket` is given now. */
async function jobsBuildFor(page: Page, bucket: number): Promise<string> {
  const listing = (await (await page.request.get(`/remotes.json?bucket=${bucket}`)).json()) as { jobs: string };
  return listing.jobs;
}

/** Which jobs build `page` downloaded while showing /jobs: a release's folder, or the default build. */
async function jobsBuildShown(page: Page): Promise<string> {
  const requests = recordRequests(page);
  await page.goto('/jobs');
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toBeVisible();
  // The shell loads a build by its remoteEntry.js, beside the mf-manifest.json that names the build.
  const builds = new Set(requests.filter((url) => url.endsWith('/remoteEntry.js') && url.includes('jobs')).map((url) => url.replace(/remoteEntry\.js$/, 'mf-manifest.json')));
  expect(builds.size).toBe(1);
  return [...builds][0]!;
}

interface ReleaseHealth { url: string; share: number; views: number; errorsPer1000: number | null; rolledBack?: { reason: string } }

async function freshPage(browser: Browser, bucket?: number): Promise<Page> {
  const context = await browser.newContext();
  if (bucket !== undefined) await context.addInitScript((value) => window.localStorage.setItem('tutorium.bucket', String(value)), bucket);
  return context.newPage();
}

test.afterEach(() => {
  // Leaves the jobs remote as the other tests expect it: no canary (a test may have none left), its default build.
  try {
    npm('rollback', '--', 'mfe-jobs');
  } catch {
    // nothing to roll back
  }
  npm('rollback', '--', 'mfe-jobs', '--default');
});

test('a canary at 50 % reaches some fresh browsers and not others, and each keeps its build across reloads', async ({ browser, page }) => {
  test.setTimeout(120_000);
  npm('release', '--', 'mfe-jobs', '--from', JOBS_DIST, '--canary', '50');
  const canary = await jobsBuildFor(page, 0);
  const active = await jobsBuildFor(page, 99);
  expect(canary).toMatch(/^\/releases\/jobs\/[^/]+\/mf-manifest\.json$/);
  expect(active).toBe('/remotes/jobs/mf-manifest.json');

  // Ten fresh browsers, and more only in the rare case (1 in 512) that all ten fell on one side.
  const seen: string[] = [];
  while (seen.length < 10 || (new Set(seen).size < 2 && seen.length < 30)) {
    const fresh = await freshPage(browser);
    const first = await jobsBuildShown(fresh);
    expect([canary, active]).toContain(first);
    expect(await jobsBuildShown(fresh)).toBe(first);
    seen.push(first);
    await fresh.context().close();
  }
  expect(new Set(seen)).toEqual(new Set([canary, active]));
});

test('a canary that throws while rendering is reported, rolled back by the server, and new browsers get the active build', async ({ browser }) => {
  test.setTimeout(150_000);
  // The build of a team that broke its page: the jobs routes module no longer has /jobs, so the
  // page throws while rendering. Everything else about it passes the release checks.
  const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorium-broken-jobs-'));
  fs.cpSync(JOBS_DIST, broken, { recursive: true });
  const routesChunk = fs.readdirSync(broken).find((file) => /^__federation_expose_routes\.[\w]+\.js$/.test(file))!;
  const code = fs.readFileSync(path.join(broken, routesChunk), 'utf8');
  expect(code).toContain('"/jobs":');
  fs.writeFileSync(path.join(broken, routesChunk), code.replace('"/jobs":', '"/jobz":'));
  for (const compressed of ['.gz', '.br']) fs.rmSync(path.join(broken, routesChunk + compressed), { force: true });
  npm('release', '--', 'mfe-jobs', '--from', broken, '--canary', '10');

  // A browser on the canary's side (bucket 3 of 100 < 10): the jobs area fails, the shell does not.
  const unlucky = await freshPage(browser, 3);
  const canary = await jobsBuildFor(unlucky, 3);
  expect(canary).toMatch(/^\/releases\/jobs\//);
  // Each view's events leave with its page (the next load). The server's check (every second
  // here) stops serving the canary once it has seen enough; no one runs a command.
  const failing = unlucky.getByRole('alert').filter({ hasText: 'This part of Tutorium could not be loaded.' });
  const working = unlucky.getByRole('searchbox', { name: 'Search jobs' });
  let failedViews = 0;
  // Until the remote has rendered (or failed), the area shows the page's preview from the HTML,
  // whose search box is inert: the page's own shows once the preview is gone.
  const preview = unlucky.locator('[data-page-preview]');
  for (;;) {
    await unlucky.goto('/jobs');
    await expect(preview).toHaveCount(0);
    await expect(failing.or(working)).toBeVisible();
    if (await working.isVisible()) break;
    failedViews += 1;
    await expect(unlucky.getByRole('banner')).toBeVisible();
    await expect(unlucky.getByRole('contentinfo')).toBeVisible();
    expect(failedViews).toBeLessThan(60);
  }
  // Not before the default minimum of views (20), and with the error rate the views showed.
  expect(failedViews).toBeGreaterThanOrEqual(20);

  expect(await jobsBuildFor(unlucky, 3)).toBe('/remotes/jobs/mf-manifest.json');
  // npm run releases, through the running server (it holds the embedded database), says why.
  const report = JSON.parse(npm('releases', '--', '--json')) as { remotes: Array<{ remote: string; canary: ReleaseHealth | null }> };
  const jobs = report.remotes.find(({ remote }) => remote === 'jobs')!;
  expect(jobs.canary).toMatchObject({ url: canary, share: 0, errorsPer1000: 1000 });
  expect(jobs.canary!.views).toBeGreaterThanOrEqual(20);
  expect(jobs.canary!.rolledBack?.reason).toMatch(/views with an error/);

  // The same browser and a new one on the canary's side get the active build, and it works.
  const next = await freshPage(browser, 3);
  expect(await jobsBuildShown(next)).toBe('/remotes/jobs/mf-manifest.json');
  expect(await jobsBuildShown(unlucky)).toBe('/remotes/jobs/mf-manifest.json');
  await next.context().close();
  await unlucky.context().close();
  fs.rmSync(broken, { recursive: true, force: true });
});

test('promote makes the canary the active build for every browser', async ({ page }) => {
  test.setTimeout(120_000);
  npm('release', '--', 'mfe-jobs', '--from', JOBS_DIST, '--canary', '10');
  const canary = await jobsBuildFor(page, 0);
  expect(await jobsBuildFor(page, 99)).toBe('/remotes/jobs/mf-manifest.json');
  npm('promote', '--', 'mfe-jobs');
  expect(await jobsBuildFor(page, 99)).toBe(canary);
  expect(await jobsBuildFor(page, 0)).toBe(canary);
  expect(await jobsBuildShown(page)).toBe(canary);
});
