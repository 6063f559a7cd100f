import { expect, test } from '@playwright/test';
import { recordRequests } from './fixtures';

test('the home page shows the shell: header, marketing and footer', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Tutorium' })).toBeVisible();
  await expect(header.getByRole('button', { name: /Find Tutors/ })).toBeVisible();
  await expect(header.getByRole('button', { name: /Find Jobs/ })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByText('9500+').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Terms');
});

test('visiting / downloads no remote (its search is a plain form until used); opening /jobs adds only the jobs remote', async ({ page }) => {
  const requests = recordRequests(page);
  const remotesLoaded = () => [...new Set(requests.filter((url) => url.startsWith('/remotes/')).map((url) => url.split('/')[2]))];
  await page.goto('/');
  await expect(page.getByRole('search', { name: 'Find a tutor' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(remotesLoaded()).toEqual([]);

  await page.getByRole('button', { name: /Find Jobs/ }).click();
  await page.getByRole('link', { name: 'All Jobs' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toBeVisible();
  expect(remotesLoaded()).toEqual(['jobs']);
});

test('every remote route loads through federation from /remotes.json', async ({ page }) => {
  const manifest = await (await page.request.get('/remotes.json')).json();
  expect(Object.keys(manifest).sort()).toEqual(['admin', 'auth', 'chat', 'gigs', 'jobs', 'payments', 'tutors']);
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  // Every remote has its real pages now: none says 'Coming soon'. (/tutors is public: a planted
  // token the server never issued would be refused by its list call and end the session.)
  await page.goto('/tutors');
  await expect(page.getByRole('heading', { level: 1, name: 'All Tutors' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coming soon' })).toHaveCount(0);
});

test('shared libraries exist once in the page after several remotes load, and no remote ships its own React', async ({ page }) => {
  const remoteScripts: Promise<string>[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/^\/(remotes|releases)\/.*\.js$/.test(path)) remoteScripts.push(response.text());
  });
  await page.goto('/jobs');
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toBeVisible();
  // The auth remote's login form runs on the shell's React: its hooks and the shared session work.
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Log in to Tutorium' })).toBeVisible();
  await page.getByLabel('Username or email').fill('someone');
  await expect(page.getByLabel('Username or email')).toHaveValue('someone');
  const copies = await page.evaluate(() => {
    type Versions = Record<string, { loaded?: boolean; loading?: unknown; lib?: unknown; from: string }>;
    const scopes = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Versions>>> } })
      .__FEDERATION__.__SHARE__;
    const result: Record<string, string[]> = {};
    for (const instance of Object.values(scopes)) {
      for (const [name, versions] of Object.entries(instance.default ?? {})) {
        for (const [version, info] of Object.entries(versions)) {
          if (info.loaded || info.lib) (result[name] ??= []).push(`${version}@${info.from}`);
        }
      }
    }
    return Object.fromEntries(Object.entries(result).map(([name, list]) => [name, [...new Set(list)]]));
  });
  // Remotes take what they use from the shell, when they first use it: never more than one version.
  expect(copies.react, `react copies: ${JSON.stringify(copies.react)}`).toHaveLength(1);
  for (const name of ['react-dom', '@tutorium/shared/router', 'zustand', 'i18next', 'react-i18next', '@tutorium/shared/session',
    '@tutorium/shared/i18n', '@tutorium/shared/ui']) {
    expect(copies[name]?.length ?? 0, `${name} copies: ${JSON.stringify(copies[name])}`).toBeLessThanOrEqual(1);
  }
  // React's element symbol is in every React package: a remote script carrying it would be a second React.
  const scripts = await Promise.all(remoteScripts);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => script.includes('react.transitional.element'))).toEqual([]);
});

test('the login guard sends logged-out visitors to /login; unknown paths go to /', async ({ page }) => {
  await page.goto('/messages');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
});
