import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './fixtures';

// The narrowest phones in use are 320 CSS pixels wide: every page fits them without scrolling sideways.
test.use({ viewport: { width: 320, height: 640 } });

/** Each page, and what shows that its content (the part that could be too wide) has loaded. */
const pages: Array<[path: string, loaded: (page: Page) => Locator]> = [
  ['/dashboard', (page) => page.getByRole('heading', { name: 'Your Job Posts' })],
  ['/jobs', (page) => page.getByRole('link', { name: 'View Details' }).first()],
  ['/tutors', (page) => page.getByRole('link', { name: 'View Profile' }).first()],
  ['/buy-points', (page) => page.getByRole('table')],
  ['/messages', (page) => page.getByText('demo_tutor').first()],
  ['/profile', (page) => page.getByRole('heading', { name: 'Basic Information' })],
  ['/contact', (page) => page.getByText('support@tutorium.com')],
];

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
  expect(widths.page, 'the page is wider than the screen').toBeLessThanOrEqual(widths.screen);
}

test('every page of a signed-in student fits a 320-pixel phone, the header included', async ({ page }) => {
  await logIn(page, 'demo_student', 'tutorium-demo');
  for (const [path, loaded] of pages) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(loaded(page)).toBeVisible();
      await expectNoSidewaysScroll(page);
      const account = await page.getByRole('button', { name: 'Account menu for demo_student' }).boundingBox();
      expect(account && account.x + account.width).toBeLessThanOrEqual(320);
    });
  }
});

test('right to left, the jobs and points pages fit a 320-pixel phone too', async ({ page }) => {
  await logIn(page, 'demo_student', 'tutorium-demo');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/jobs');
  await expect(page.locator('main article, main li').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.goto('/buy-points');
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSidewaysScroll(page);
});
