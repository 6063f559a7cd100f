import type { LoginRequest } from '@tutorium/shared/contracts';

// The message is a key of this namespace:
// t('Please enter both username/email and password.')
export const BOTH_NEEDED = 'Please enter both username/email and password.';

/**
 * The login request from what was typed: the username or e-mail without stray spaces and the
 * password as typed, both needed (null otherwise); the server checks the rest. Plain code, not a
 * zod schema with react-hook-form as the other forms: /login is the first page of many visits,
 * and two required fields do not need the 40 KiB those bring to the browser.
 */
export function loginRequestFrom(values: { username: string; password: string }): LoginRequest | null {
  const username = values.username.trim();
  return username !== '' && values.password !== '' ? { username, password: values.password } : null;
}
