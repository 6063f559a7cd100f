import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from './fixtures';

test('demo_admin opens the admin console from the header: overview, queues, a user found by search, the audit log', { tag: '@admin' }, async ({ page }) => {
  await logIn(page, 'demo_admin', DEMO_PASSWORD);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin overview' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Users by role' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Sign-ups per day' })).toBeVisible();

  const sections = page.getByRole('navigation', { name: 'Admin console' });
  await sections.getByRole('link', { name: 'Queues' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pending subjects' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Verification requests' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Open reports' })).toBeVisible();

  await sections.getByRole('link', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Username or e-mail' }).fill('demo_tutor');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('table').getByRole('link', { name: 'demo_tutor' }).click();
  await expect(page.getByRole('region', { name: 'demo_tutor' })).toContainText('tutor@demo.tutorium.local');
  await expect(page.getByRole('region', { name: 'Points history' })).toBeVisible();

  await sections.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Filter the audit log' })).toBeVisible();
});

test('a student sees no Admin link and gets Access Denied at /admin', { tag: '@admin' }, async ({ page }) => {
  await logIn(page, 'demo_student', DEMO_PASSWORD);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
});
