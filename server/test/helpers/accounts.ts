import { randomInt } from 'node:crypto';
import type { RegistrationData } from '@tutorium/shared/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app';

// Random start: counters shared through Redis outlive a run, and test files run side by side.
let addressCounter = randomInt(0, 2 ** 24 - 1_000_000);

/** A client address of its own, so one test's calls never count against another's rate limits. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

let userCounter = 0;

/** A valid sign-up form with a unique username and e-mail. */
export function registrationData(overrides: Partial<RegistrationData> = {}): RegistrationData {
  userCounter += 1;
  const name = `user${process.pid}x${userCounter}`;
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    username: name,
    email: `${name}@example.com`,
    password: 'correct-horse-battery',
    confirm_password: 'correct-horse-battery',
    user_type: 'student',
    ...overrides,
  };
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

/** The newest message in the outbox to an address or number, as its reader would see it. */
export async function latestMessage(app: App, to: string): Promise<{ subject: string; body: string } | undefined> {
  const response = await app.inject({ method: 'GET', url: '/api/dev/outbox/', query: { to } });
  const page = response.json<{ results: Array<{ subject: string; body: string }> }>();
  return page.results[0];
}

/** The 6-digit code of the newest message to `to`. */
export async function latestCode(app: App, to: string): Promise<string> {
  const message = await latestMessage(app, to);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`No code in the outbox for ${to}`);
  return code;
}

/** Waits for the newest message to `to` to be one with this subject (mails sent after the reply). */
export async function waitForMessage(app: App, to: string, subject: string, timeoutMs = 5_000): Promise<{ subject: string; body: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const message = await latestMessage(app, to);
    if (message?.subject === subject) return message;
    if (Date.now() > deadline) throw new Error(`No message "${subject}" to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function post(app: App, url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = nextAddress()) {
  return app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });
}

/** Signs a user up through the real flow: form, e-mailed code, verification. */
export async function signUp(app: App, overrides: Partial<RegistrationData> = {}): Promise<RegistrationData> {
  const data = registrationData(overrides);
  const sent = await post(app, '/api/auth/send-otp/', { email: data.email, purpose: 'register', user_data: data });
  if (sent.statusCode !== 200) throw new Error(`send-otp answered ${sent.statusCode}: ${sent.body}`);
  const otp = await latestCode(app, data.email);
  const verified = await post(app, '/api/auth/verify-otp/', { email: data.email, otp, purpose: 'register' });
  if (verified.statusCode !== 201) throw new Error(`verify-otp answered ${verified.statusCode}: ${verified.body}`);
  return data;
}

export interface Session {
  access: string;
  /** The refresh cookie's value. */
  refresh: string;
  userId: number;
}

export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'tutorium_refresh')?.value;
}

export async function logIn(app: App, username: string, password: string): Promise<Session> {
  const response = await post(app, '/api/auth/login/', { username, password });
  if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}: ${response.body}`);
  const body = response.json<{ access: string; user: { id: number } }>();
  return { access: body.access, refresh: refreshCookieOf(response) ?? '', userId: body.user.id };
}

/** Signs up and logs in a new user. */
export async function signedInUser(app: App, overrides: Partial<RegistrationData> = {}) {
  const data = await signUp(app, overrides);
  return { data, session: await logIn(app, data.username, data.password) };
}

/** Fails the test if a reply carries anything secret. */
export function expectNoSecrets(body: string): void {
  for (const secret of ['password_hash', 'code_hash', 'token_hash', 'google_sub', '$argon2', 'points_balance']) {
    if (body.includes(secret)) throw new Error(`Reply leaks ${secret}: ${body}`);
  }
}
