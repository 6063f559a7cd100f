import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures';

test('a remote that cannot load degrades only its own area, and Retry recovers it', async ({ page }) => {
  let blocked = true;
  await page.route('**/remotes/jobs/**', (route) => (blocked ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/jobs');

  await expect(page.getByRole('alert')).toContainText('This part of Tutorium could not be loaded.');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Other routes and the language switch keep working.
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Log in to Tutorium' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Connexion' })).toBeVisible();

  await page.goBack();
  blocked = false;
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('searchbox', { name: 'Rechercher des offres' })).toBeVisible();
});

test('a remote whose entry script is missing (404) shows the error state, not a blank page', async ({ page }) => {
  await page.route('**/remotes/payments/remoteEntry.js', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await signInAs(page);
  await page.goto('/buy-points');
  await expect(page.getByRole('alert')).toContainText('This part of Tutorium could not be loaded.');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
});
