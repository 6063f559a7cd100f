import { expect, type Page } from '@playwright/test';

export const student = {
  id: 1, user_id: 1, username: 'sara', email: 'sara@example.com', user_type: 'student' as const, profile_picture: null,
  bio: null, education: null, experience: null, location: null, phone_number: null, phone_verified: false,
  first_name: 'Sara', last_name: 'Khan', is_verified: true,
};

/**
 * Puts a session in localStorage the way a login does, before the page's scripts run. The server
 * never issued its token, so what the header asks as that user (the notifications bell: its count
 * and its socket; the points balance) is answered here, as a signed-in user with nothing new.
 */
export async function signInAs(page: Page, user: { user_type: 'student' | 'tutor' } & Record<string, unknown> = student) {
  await page.route('**/api/notifications/**', (route) => route.fulfill({ json: { count: 0, next: null, previous: null, results: [] } }));
  await page.routeWebSocket(/\/ws\/chat\//, () => undefined);
  await page.route('**/api/points/', (route) => route.fulfill({ json: { id: user.id ?? 1, balance: 5 } }));
  await page.addInitScript((stored) => {
    window.localStorage.setItem('token', 'e2e-token');
    window.localStorage.setItem('user', JSON.stringify(stored));
  }, user);
}

/** Collects the URLs the page requests, to tell which remotes were downloaded. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

/** Logs in through the login page, as a person would, and waits for the dashboard. */
export async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/^Username or email/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: `Account menu for ${username}` })).toBeVisible();
}
