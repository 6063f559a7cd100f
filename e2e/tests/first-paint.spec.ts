import { expect, test, type Page } from '@playwright/test';
import { recordRequests, signInAs } from './fixtures';

/** Console errors and uncaught page errors: a hydration mismatch shows up as one of them. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/ is readable from the HTML the server sends: header, hero and footer', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Tutorium' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Find the right tutor, online or at home' })).toBeVisible();
    await expect(page.getByText('9500+')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Terms');
    await expect(page).toHaveTitle('Tutorium: find tutors and teaching jobs');
  });

  test('/terms is prerendered too', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  });

  test.describe('in Arabic', () => {
    test.use({ locale: 'ar' });

    test('the browser language picks the prerendered Arabic page, right to left', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.getByRole('banner').getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
    });
  });
});

test('with JavaScript, / hydrates without an error and its header works', async ({ page }) => {
  const errors = recordErrors(page);
  await page.goto('/');
  await page.getByRole('button', { name: /Find Tutors/ }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Online Tutors' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('/ downloads neither a remote nor the federation runtime', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => url.startsWith('/remotes/') || url.startsWith('/releases/'))).toEqual([]);
  expect(requests.filter((url) => url.includes('federation-runtime'))).toEqual([]);

  await page.getByRole('button', { name: /Find Jobs/ }).click();
  await page.getByRole('link', { name: 'All Jobs' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toBeVisible();
  expect(requests.filter((url) => url.includes('federation-runtime')).length).toBeGreaterThan(0);
});

test('a logged-in visitor gets their header right after hydration, with no error', async ({ page }) => {
  const errors = recordErrors(page);
  await signInAs(page);
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('a language chosen in the page is the language of the next prerendered page', async ({ page }) => {
  const errors = recordErrors(page);
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('<html lang="fr" dir="ltr">');
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Connexion' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
