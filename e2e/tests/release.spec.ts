import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { RELEASES_DIR } from '../playwright.config';
import { DEMO_PASSWORD, logIn, recordRequests } from './fixtures';

const ROOT = path.resolve(__dirname, '../..');
const script = (name: string, ...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', `${name}.mjs`), ...args], {
    cwd: ROOT,
    env: { ...process.env, RELEASES_DIR },
    encoding: 'utf8',
  });

test('one remote is released and rolled back while the server runs, without touching the shell', async ({ page }) => {
  test.setTimeout(120_000);
  const shellBefore = await (await page.request.get('/')).text();

  const released = script('release', 'mfe-jobs');
  const id = /Released mfe-jobs as (\S+);/.exec(released)?.[1];
  expect(id).toBeTruthy();
  const manifest = await (await page.request.get('/remotes.json')).json();
  expect(manifest.jobs).toBe(`/releases/jobs/${id}/mf-manifest.json`);
  expect(manifest.auth).toBe('/remotes/auth/mf-manifest.json');

  const requests = recordRequests(page);
  await page.goto('/jobs');
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toBeVisible();
  expect(requests.some((url) => url.startsWith(`/releases/jobs/${id}/`))).toBe(true);
  expect(requests.some((url) => url.startsWith('/remotes/jobs/'))).toBe(false);

  script('rollback', 'mfe-jobs', '--default');
  expect((await (await page.request.get('/remotes.json')).json()).jobs).toBe('/remotes/jobs/mf-manifest.json');
  requests.length = 0;
  await page.goto('/jobs');
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toBeVisible();
  expect(requests.some((url) => url.startsWith('/remotes/jobs/'))).toBe(true);

  expect(await (await page.request.get('/')).text()).toBe(shellBefore);
});

test('the admin remote, added by its own team, is released and rolled back like the others', { tag: '@admin' }, async ({ page }) => {
  test.setTimeout(120_000);
  const released = script('release', 'mfe-admin');
  const id = /Released mfe-admin as (\S+);/.exec(released)?.[1];
  expect(id).toBeTruthy();
  expect((await (await page.request.get('/remotes.json')).json()).admin).toBe(`/releases/admin/${id}/mf-manifest.json`);

  const requests = recordRequests(page);
  await logIn(page, 'demo_admin', DEMO_PASSWORD);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin overview' })).toBeVisible();
  expect(requests.some((url) => url.startsWith(`/releases/admin/${id}/`))).toBe(true);

  script('rollback', 'mfe-admin', '--default');
  expect((await (await page.request.get('/remotes.json')).json()).admin).toBe('/remotes/admin/mf-manifest.json');
});
