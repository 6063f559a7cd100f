import type { Page } from '@playwright/test';

export const student = {
  id: 1, user_id: 1, username: 'sara', email: 'sara@example.com', user_type: 'student' as const, profile_picture: null,
  bio: null, education: null, experience: null, location: null, phone_number: null, phone_verified: false,
  first_name: 'Sara', last_name: 'Khan', is_verified: true,
};

/** Puts a session in localStorage the way a login does, before the page's scripts run. */
export async function signInAs(page: Page, user: { user_type: 'student' | 'tutor' } & Record<string, unknown> = student) {
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
