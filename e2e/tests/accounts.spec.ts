import { expect, test, type Page } from '@playwright/test';
import { latestCode, logIn } from './fixtures';

// A 1×1 PNG: a real image for the avatar upload.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function logOut(page: Page, username: string) {
  await page.getByRole('button', { name: `Account menu for ${username}` }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
}

test('a student signs up by e-mailed code, edits the profile, changes and resets the password', { tag: '@auth' }, async ({ page }) => {
  test.setTimeout(90_000);
  const username = `sara${Date.now().toString(36)}`;
  const email = `${username}@example.com`;

  // Sign up: the code arrives by e-mail (the development outbox).
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Sara');
  await page.getByLabel('Last name').fill('Khan');
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill('first-pass-123');
  await page.getByLabel(/^Confirm password/).fill('first-pass-123');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent to your email. Please check your inbox.')).toBeVisible();
  await page.getByLabel(/^Verification code/).fill(await latestCode(page.request, email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Registration complete! Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Log in, then edit the profile and upload a picture.
  await logIn(page, username, 'first-pass-123');
  await page.getByRole('button', { name: `Account menu for ${username}` }).click();
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Bio').fill('I want help with A-level physics.');
  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Profile picture updated!')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('banner').locator('img')).toHaveAttribute('src', /\/media\/avatars\//);
  await page.reload();
  await expect(page.getByText('I want help with A-level physics.')).toBeVisible();

  // Change the password, log out, log in with the new one.
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByLabel(/^Current password/).fill('first-pass-123');
  await page.getByLabel(/^New password/).fill('second-pass-456');
  await page.getByLabel(/^Confirm new password/).fill('second-pass-456');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password updated!')).toBeVisible();
  await logOut(page, username);
  await logIn(page, username, 'second-pass-456');
  await logOut(page, username);

  // Forgot the password: reset it with the e-mailed code.
  await page.goto('/forgot-password');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent to your email. It expires in 5 minutes.')).toBeVisible();
  await page.getByLabel(/^Verification code/).fill(await latestCode(page.request, email));
  await page.getByLabel(/^New password/).fill('third-pass-789');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successfully! Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, username, 'third-pass-789');
});

test('a wrong password shows the server message and keeps the visitor on /login', { tag: '@auth' }, async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/^Username or email/).fill('nobody-here');
  await page.getByLabel(/^Password/).fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid username/email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
