import { expect, test, type Page } from '@playwright/test';
import { logIn } from './fixtures';

/** The points the header shows for the signed-in user. */
async function headerPoints(page: Page): Promise<number> {
  const balance = page.getByRole('banner').getByTestId('points-balance');
  await expect(balance).toHaveText(/^\d+ Points$/);
  return Number(/^(\d+)/.exec((await balance.textContent()) ?? '')?.[1]);
}

test('demo_student buys the 50-point package on the test gateway and sees 55 more points; premium is not sold to a student', { tag: '@payments' }, async ({ page }) => {
  await logIn(page, 'demo_student', 'tutorium-demo');
  const before = await headerPoints(page);

  await page.goto('/buy-points');
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade Your Experience' })).toBeVisible();
  await expect(page.getByText('Select a credit package above')).toBeVisible();
  await page.getByRole('button', { name: /^50 Points/ }).click();
  const summary = page.getByRole('region', { name: 'Selected Package' });
  await expect(summary).toContainText('55');
  await expect(summary).toContainText('45 BDT');
  await summary.getByRole('button', { name: 'Proceed to Payment' }).click();

  await expect(page.getByRole('heading', { name: 'Test payment gateway' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay 45.00 BDT' }).click();

  await expect(page).toHaveURL(/\/payments\/success\/\?tran_id=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('55 points were added to your balance.')).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('points-balance')).toHaveText(`${before + 55} Points`);

  await page.getByRole('link', { name: 'Buy More Points' }).click();
  const history = page.getByRole('table');
  await expect(history.getByRole('row').nth(1)).toContainText('+55');
  await expect(history.getByRole('row').nth(1)).toContainText('Points purchase');
  await expect(history.getByRole('row').nth(1)).toContainText(String(before + 55));

  await page.goto('/buy-premium');
  await expect(page.getByRole('heading', { name: 'Premium is for tutors' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Buy Points' })).toHaveAttribute('href', '/buy-points');
});

// Premium ranks tutors first in tutor lists and searches, so it is a tutor who buys it (demo_tutor is not premium in the demo data).
test('demo_tutor buys premium on the test gateway and sees it active', { tag: '@payments' }, async ({ page }) => {
  await logIn(page, 'demo_tutor', 'tutorium-demo');
  await page.goto('/buy-premium');
  await expect(page.getByRole('heading', { name: 'Go Premium!' })).toBeVisible();
  await expect(page.getByText('You are listed first in tutor searches and tutor lists while premium is active')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('button', { name: 'Pay 500.00 BDT' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await page.getByRole('link', { name: 'View Premium' }).click();
  await expect(page.getByRole('heading', { name: 'You are a Premium User!' })).toBeVisible();
  await expect(page.getByText(/^Your premium membership is active until \w+ \d{1,2}, \d{4}\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toHaveCount(0);
});

test('a cancelled payment lands on the cancel page and credits nothing', { tag: '@payments' }, async ({ page }) => {
  await logIn(page, 'demo_student', 'tutorium-demo');
  const before = await headerPoints(page);

  await page.goto('/credit-purchase');
  await page.getByRole('button', { name: /^100 Points/ }).click();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('button', { name: 'Cancel payment' }).click();

  await expect(page).toHaveURL(/\/payments\/cancel\/points\?tran_id=/);
  await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/points/purchase');
  await page.reload();
  expect(await headerPoints(page)).toBe(before);
});
