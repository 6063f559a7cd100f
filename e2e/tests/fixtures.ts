import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

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

/** Reads the newest code sent to an address, as its owner would from their inbox (the development outbox). */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const reply = await request.get(`/api/dev/outbox/?to=${encodeURIComponent(to)}`);
  expect(reply.ok()).toBe(true);
  const { results } = (await reply.json()) as { results: { body: string }[] };
  const code = /\b(\d{6})\b/.exec(results[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`No code in the newest mail to ${to}`);
  return code;
}

/** The demo accounts' password (server/src/seed/demo-accounts.seed.ts). */
export const DEMO_PASSWORD = 'tutorium-demo';

/** A person in their own browser (own storage, own socket), logged in through the login page. */
export async function personAt(browser: Browser, username: string, password = DEMO_PASSWORD): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, username, password);
  return page;
}

/** Signs a new account up through the API (code by e-mail, as the sign-up page does); returns its username. */
export async function signUp(request: APIRequestContext, userType: 'student' | 'tutor', password: string): Promise<string> {
  const username = `${userType}${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  const user_data = { first_name: 'Nadia', last_name: 'Islam', username, email, password, confirm_password: password, user_type: userType };
  expect((await request.post('/api/auth/send-otp/', { data: { email, purpose: 'register', user_data } })).ok()).toBe(true);
  const otp = await latestCode(request, email);
  expect((await request.post('/api/auth/verify-otp/', { data: { email, otp, purpose: 'register' } })).ok()).toBe(true);
  return username;
}
