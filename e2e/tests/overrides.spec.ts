import { expect, test } from '@playwright/test';
import { createReadStream, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { PRODUCTION_URL } from '../playwright.config';
import { recordRequests } from './fixtures';

// A team's own build of mfe-jobs served from another port on this machine, as `npm run dev -w
// mfe-jobs` would (here: the built files, with the CORS header a dev server sends).
const JOBS_DIST = path.resolve(__dirname, '../../mfe-jobs/dist');
const LOCAL_PORT = 8190;
const LOCAL_MANIFEST = `http://localhost:${LOCAL_PORT}/mf-manifest.json`;
let local: Server;

test.beforeAll(async () => {
  local = createServer((request, response) => {
    const file = path.join(JOBS_DIST, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(JOBS_DIST) || !existsSync(file)) return void response.writeHead(404).end();
    const type = file.endsWith('.json') ? 'application/json' : 'text/javascript';
    response.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*' });
    createReadStream(file).pipe(response);
  });
  // Both loopback addresses: the browser may reach 'localhost' over IPv6 or IPv4.
  await new Promise<void>((resolve) => local.listen(LOCAL_PORT, resolve));
});
test.afterAll(() => new Promise<void>((resolve) => local.close(() => resolve())));

test('a person points jobs at a local build from the panel, sees the banner, and resets to the released build', { tag: '@jobs' }, async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/?overrides');
  const panel = page.getByRole('dialog', { name: 'Remote overrides' });
  await panel.getByLabel('Manifest URL for jobs').fill(LOCAL_MANIFEST);
  await panel.getByRole('button', { name: 'Save and reload' }).click();
  const banner = page.getByRole('status').filter({ hasText: 'Remote override active' });
  await expect(banner).toContainText(`jobs → ${LOCAL_MANIFEST}`);

  await page.getByRole('button', { name: /Find Jobs/ }).click();
  await page.getByRole('link', { name: 'All Jobs' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toBeVisible();
  expect(requests.some((url) => url.startsWith(`http://localhost:${LOCAL_PORT}/`))).toBe(true);
  expect(requests.some((url) => new URL(url).pathname.startsWith('/remotes/jobs/'))).toBe(false);

  await banner.getByRole('button', { name: 'Reset overrides' }).click();
  await expect(banner).toBeHidden();
  requests.length = 0;
  await page.goto('/jobs');
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toBeVisible();
  expect(requests.some((url) => new URL(url).pathname.startsWith('/remotes/jobs/'))).toBe(true);
  expect(requests.some((url) => url.startsWith(`http://localhost:${LOCAL_PORT}/`))).toBe(false);
});

test('the panel refuses an address that is neither this site nor this machine; a crafted one is ignored', async ({ page }) => {
  await page.goto('/?overrides');
  const panel = page.getByRole('dialog', { name: 'Remote overrides' });
  await panel.getByLabel('Manifest URL for jobs').fill('https://cdn.evil.example/mf-manifest.json');
  await panel.getByRole('button', { name: 'Save and reload' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Only this site or a server on this machine (localhost) may serve a remote.');

  // Written into storage by someone else's link or script: the shell drops it.
  await page.evaluate(() => localStorage.setItem('tutorium.remoteOverrides', JSON.stringify({ jobs: 'https://cdn.evil.example/mf-manifest.json' })));
  const requests = recordRequests(page);
  const hosts: string[] = [];
  page.on('request', (request) => hosts.push(new URL(request.url()).host));
  await page.goto('/jobs');
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toBeVisible();
  expect(hosts).not.toContain('cdn.evil.example');
  expect(requests.some((url) => url.startsWith('/remotes/jobs/'))).toBe(true);
  await expect(page.getByText('Remote override active')).toHaveCount(0);
});

test('in production (overrides not allowed) there is no panel, and a stored override is ignored', async ({ page }) => {
  await page.goto(`${PRODUCTION_URL}/`);
  await page.evaluate((url) => localStorage.setItem('tutorium.remoteOverrides', JSON.stringify({ jobs: url })), LOCAL_MANIFEST);
  const hosts: string[] = [];
  page.on('request', (request) => hosts.push(new URL(request.url()).host));
  await page.goto(`${PRODUCTION_URL}/jobs?overrides`);
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toBeVisible();
  await page.keyboard.press('Control+Alt+O');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Remote override active')).toHaveCount(0);
  expect(hosts).not.toContain(`localhost:${LOCAL_PORT}`);
});
