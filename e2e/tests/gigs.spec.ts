import { expect, test } from '@playwright/test';
import { logIn } from './fixtures';

test('demo_tutor posts a gig with a new subject (Pending), then predicts and boosts an active gig up the ranking', { tag: '@gigs' }, async ({ page }) => {
  await logIn(page, 'demo_tutor', 'tutorium-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Tutor Dashboard' })).toBeVisible();
  await expect(page.getByText(/You have \d free gigs? left\./)).toBeVisible();

  await page.getByRole('button', { name: 'New Gig' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post a Gig' });
  await dialog.getByLabel(/Gig title/).fill('Underwater basket weaving for beginners');
  await dialog.getByLabel(/Subject/).fill('Underwater Basket Weaving');
  await dialog.getByLabel(/Description/).fill('Weave your first basket in a pool, safely and slowly.');
  await dialog.getByLabel(/Fee details/).fill('1000 BDT per lesson');
  await dialog.getByRole('button', { name: 'Post Gig' }).click();
  await expect(dialog.getByText('Gig created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: 'My Gigs' }).click();
  const created = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Underwater basket weaving for beginners' });
  await expect(created).toContainText('Pending');
  await created.getByRole('link').click();
  await expect(page.getByText('This gig is not yet active. Boost and rank info will be available once approved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Boost Gig' })).toHaveCount(0);

  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'My Gigs' }).click();
  const active = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Active' }).first();
  await active.getByRole('link').click();
  const rankText = page.getByText(/^#\d+ of \d+ in /);
  await expect(rankText).toBeVisible();
  const [, before] = /^#(\d+)/.exec((await rankText.textContent()) ?? '') ?? [];

  await page.getByLabel('Points').fill('3');
  await page.getByRole('button', { name: 'Predict Rank' }).click();
  const prediction = page.getByText(/^Predicted rank: #\d+ of \d+$/);
  await expect(prediction).toBeVisible();
  const [, predicted] = /#(\d+)/.exec((await prediction.textContent()) ?? '') ?? [];
  expect(Number(predicted)).toBeLessThan(Number(before));

  await page.getByRole('button', { name: 'Boost Gig' }).click();
  await expect(page.getByText('Gig boosted successfully')).toBeVisible();
  await expect(page.getByText(new RegExp(`^#${predicted} of \\d+ in `))).toBeVisible();
  await expect(page.getByLabel('Points')).toHaveValue('');
});
