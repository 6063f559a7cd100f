import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import budgets from '../../scripts/page-budgets.json';
import { DEMO_PASSWORD, signUp } from './fixtures';

// Sizes are exact, so the budgets are tests: the measure `npm run bench` reports (every script a view
// downloads until the network is idle, gzipped at level 9) against scripts/page-budgets.json.

/** Gzip KiB of every script `page` downloads, by path, until the network is idle after opening `route`. */
async function scriptKib(page: Page, route: string): Promise<Map<string, number>> {
  const sizes: Array<Promise<[string, number]>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(response.body().then((body) => [new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length / 1024]));
  });
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  return new Map(await Promise.all(sizes));
}
const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((sum, kib) => sum + kib, 0);

/** A new browser context holding a real session (the demo student's by default), as after logging in (no login page loaded). */
async function signedInPage(page: Page, username = 'demo_student', password = DEMO_PASSWORD) {
  const reply = await page.request.post('/api/auth/login/', { data: { username, password } });
  expect(reply.ok()).toBe(true);
  const { access, user } = (await reply.json()) as { access: string; user: unknown };
  await page.addInitScript((session) => {
    localStorage.setItem('token', session.access);
    localStorage.setItem('user', JSON.stringify(session.user));
  }, { access, user });
}

interface ViewBudget { route: string; signedIn: boolean; as?: string; limitKib: number; heldToKib?: number }

for (const view of budgets.views as ViewBudget[]) {
  const ceiling = view.heldToKib ?? view.limitKib;
  const budget = view.heldToKib === undefined ? `${view.limitKib} KiB` : `${view.heldToKib} KiB (held there until it meets its limit, ${view.limitKib})`;
  test(`${view.route} ${view.signedIn ? `signed in as ${view.as ?? 'demo_student'}` : 'logged out'} downloads at most ${budget} of gzip JavaScript until the network is idle`, async ({ page }) => {
    if (view.signedIn) await signedInPage(page, view.as);
    const sizes = await scriptKib(page, view.route);
    expect(total(sizes)).toBeGreaterThan(0);
    expect(total(sizes)).toBeLessThanOrEqual(ceiling);
  });
}

test("a new student's /dashboard, with no posts and no favorites (both widgets in view, so two remotes), stays within the limit", async ({ page }) => {
  const dashboard = (budgets.views as ViewBudget[]).find((view) => view.route === '/dashboard' && !view.as)!;
  const password = 'new-student-pass-1';
  await signedInPage(page, await signUp(page.request, 'student', password), password);
  const sizes = await scriptKib(page, '/dashboard');
  await expect(page.getByText('No favorite teachers yet.')).toBeVisible();
  const remotes = new Set([...sizes.keys()].filter((path) => path.startsWith('/remotes/')).map((path) => path.split('/')[2]));
  expect([...remotes].sort()).toEqual(['jobs', 'tutors']);
  expect(total(sizes)).toBeLessThanOrEqual(dashboard.limitKib);
});

test('signed in, / adds a bell of at most 8 KiB (with its socket and notifications modules) and no remote: the chat code waits until the bell is opened', async ({ page }) => {
  await signedInPage(page);
  const sizes = await scriptKib(page, '/');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toBeVisible();
  const bell = [...sizes].filter(([path]) => path.includes('notification-bell'));
  expect(bell).toHaveLength(1);
  expect(bell[0]![1]).toBeLessThanOrEqual(8);
  expect([...sizes.keys()].filter((path) => path.startsWith('/remotes/') || path.startsWith('/releases/'))).toEqual([]);
});

test("/signup loads its form's checks (zod and the schemas, the page's largest part) only when a field takes focus, and they still refuse a blank form", async ({ page }) => {
  const sizes = await scriptKib(page, '/signup');
  const before = [...sizes.keys()].filter((path) => path.startsWith('/remotes/auth/'));
  const checks = page.waitForResponse((response) => response.request().resourceType() === 'script'
    && new URL(response.url()).pathname.startsWith('/remotes/auth/'));
  await page.getByLabel('First name').focus();
  const loaded = new URL((await checks).url()).pathname;
  expect(before).not.toContain(loaded);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Please fill all required fields before sending OTP')).toBeVisible();
});

for (const route of ['/login', '/signup']) {
  test(`signed in, ${route} goes to /dashboard before any of the auth remote's code loads`, async ({ page }) => {
    await signedInPage(page);
    const sizes = await scriptKib(page, route);
    await expect(page.getByRole('heading', { name: 'Student Dashboard' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect([...sizes.keys()].filter((path) => path.startsWith('/remotes/auth/'))).toEqual([]);
  });
}
