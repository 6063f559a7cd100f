import { AUTH_MESSAGES } from '@tutorium/shared/contracts';
import type { App } from '../../src/app';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, latestMessage, logIn, post, registrationData, signUp, waitForMessage } from '../helpers/accounts';

let testApp: TestApp;
let app: App;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { PUBLIC_URL: 'https://tutorium.example' } });
  app = testApp.app;
});

afterAll(async () => {
  await testApp.close();
});

const askForReset = (email: string) => post(app, '/api/auth/send-otp/', { email, purpose: 'password-reset' });
const refresh = (token: string) => post(app, '/api/auth/token/refresh/', undefined, { cookie: `tutorium_refresh=${token}` });
const NEW_PASSWORD = 'a-brand-new-password';

async function resetMail(email: string) {
  const mail = await waitForMessage(app, email, 'Reset your Tutorium password');
  const code = /\b(\d{6})\b/.exec(mail.body)?.[1] ?? '';
  const link = /https:\/\/tutorium\.example\/reset-password\/([\w-]+)\/([\w-]+)/.exec(mail.body);
  return { mail, code, uid: link?.[1] ?? '', token: link?.[2] ?? '' };
}

describe('forgot password', () => {
  it('answers an unknown e-mail exactly like a known one, and mails only the known one', async () => {
    const user = await signUp(app);
    const unknown = registrationData().email;

    const known = await askForReset(user.email);
    const stranger = await askForReset(unknown);
    expect(known.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.body).toBe(known.body);
    expect(known.json()).toEqual({ success: true, detail: AUTH_MESSAGES.resetOtpSent });

    const { mail, code } = await resetMail(user.email);
    expect(mail.body).toContain('5 minutes');
    expect(code).toMatch(/^\d{6}$/);
    expect(await latestMessage(app, unknown)).toBeUndefined();

    // The resend cooldown shows no difference either.
    const [knownAgain, strangerAgain] = [await askForReset(user.email), await askForReset(unknown)];
    expect([knownAgain.statusCode, strangerAgain.statusCode]).toEqual([429, 429]);
    expect(strangerAgain.body).toBe(knownAgain.body);
  });

  it('sets the new password with the code and signs the user out everywhere', async () => {
    const user = await signUp(app);
    const session = await logIn(app, user.username, user.password);
    await askForReset(user.email);
    const { code } = await resetMail(user.email);

    const check = await post(app, '/api/auth/verify-otp/', { email: user.email, otp: code, purpose: 'password-reset' });
    expect(check.statusCode).toBe(200);
    const reset = await post(app, '/api/auth/reset-password/', { email: user.email, otp: code, new_password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, detail: AUTH_MESSAGES.passwordReset });

    expect((await refresh(session.refresh)).statusCode).toBe(401);
    expect((await post(app, '/api/auth/login/', { username: user.username, password: user.password })).statusCode).toBe(401);
    await logIn(app, user.username, NEW_PASSWORD);
    const reuse = await post(app, '/api/auth/reset-password/', { email: user.email, otp: code, new_password: 'yet-another-one' });
    expect(reuse.json()).toEqual({ detail: AUTH_MESSAGES.invalidCode, code: 'invalid' });
  });

  it('refuses a wrong code, an unknown e-mail and a short password', async () => {
    const user = await signUp(app);
    const wrong = await post(app, '/api/auth/reset-password/', { email: user.email, otp: '000000', new_password: NEW_PASSWORD });
    const stranger = await post(app, '/api/auth/reset-password/', { email: registrationData().email, otp: '000000', new_password: NEW_PASSWORD });
    const short = await post(app, '/api/auth/reset-password/', { email: user.email, otp: '000000', new_password: 'short' });

    expect(wrong.json()).toEqual({ detail: AUTH_MESSAGES.invalidCode, code: 'invalid' });
    expect(stranger.body).toBe(wrong.body);
    expect(short.json()).toEqual({ new_password: ['Ensure this field has at least 8 characters.'] });
  });
});

describe('reset by link', () => {
  it('sets the password once with the mailed link; the link then stops working', async () => {
    const user = await signUp(app);
    await askForReset(user.email);
    const { uid, token } = await resetMail(user.email);
    expect(Buffer.from(uid, 'base64url').toString()).toMatch(/^\d+$/);

    const confirm = () => post(app, '/api/auth/password-reset-confirm/', { uid, token, new_password: NEW_PASSWORD });
    const first = await confirm();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, detail: AUTH_MESSAGES.passwordReset });
    await logIn(app, user.email, NEW_PASSWORD);

    const second = await confirm();
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ detail: AUTH_MESSAGES.linkInvalid, code: 'invalid' });
  });

  it('cancels the reset code and link sent before a password change', async () => {
    const user = await signUp(app);
    const session = await logIn(app, user.username, user.password);
    await askForReset(user.email);
    const { code, uid, token } = await resetMail(user.email);

    const changed = await post(app, '/api/auth/change-password/', { old_password: user.password, new_password: NEW_PASSWORD }, bearer(session.access));
    expect(changed.statusCode).toBe(200);

    const byCode = await post(app, '/api/auth/reset-password/', { email: user.email, otp: code, new_password: 'attacker-password' });
    const byLink = await post(app, '/api/auth/password-reset-confirm/', { uid, token, new_password: 'attacker-password' });
    expect(byCode.json()).toEqual({ detail: AUTH_MESSAGES.invalidCode, code: 'invalid' });
    expect(byLink.json()).toEqual({ detail: AUTH_MESSAGES.linkInvalid, code: 'invalid' });
    await logIn(app, user.username, NEW_PASSWORD);
  });

  it('cancels the link when the code reset the password', async () => {
    const user = await signUp(app);
    await askForReset(user.email);
    const { code, uid, token } = await resetMail(user.email);
    expect((await post(app, '/api/auth/reset-password/', { email: user.email, otp: code, new_password: NEW_PASSWORD })).statusCode).toBe(200);
    const byLink = await post(app, '/api/auth/password-reset-confirm/', { uid, token, new_password: 'attacker-password' });
    expect(byLink.statusCode).toBe(400);
    await logIn(app, user.username, NEW_PASSWORD);
  });

  it('refuses a forged uid or token and an expired link', async () => {
    const user = await signUp(app);
    await askForReset(user.email);
    const { uid, token } = await resetMail(user.email);
    const otherUid = Buffer.from('999999').toString('base64url');

    for (const body of [{ uid: otherUid, token }, { uid, token: `${token}x` }, { uid: '!!', token }]) {
      const response = await post(app, '/api/auth/password-reset-confirm/', { ...body, new_password: NEW_PASSWORD });
      expect(response.json()).toEqual({ detail: AUTH_MESSAGES.linkInvalid, code: 'invalid' });
    }
    await testApp.database.db.updateTable('link_tokens').set({ expires_at: new Date(Date.now() - 1000) }).execute();
    const expired = await post(app, '/api/auth/password-reset-confirm/', { uid, token, new_password: NEW_PASSWORD });
    expect(expired.statusCode).toBe(400);
  });
});

describe('e-mail verification link', () => {
  it('comes with the welcome mail and confirms the address once', async () => {
    const user = await signUp(app);
    const welcome = await latestMessage(app, user.email);
    const link = /https:\/\/tutorium\.example\/verify-email\/([\w-]+)\/([\w-]+)/.exec(welcome?.body ?? '');
    expect(link).not.toBeNull();
    const verify = () => post(app, '/api/auth/verify-email/', { uid: link?.[1], token: link?.[2] });

    const first = await verify();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, detail: AUTH_MESSAGES.emailVerified });
    const row = await testApp.database.db.selectFrom('users').select('email_verified_at').where('email', '=', user.email).executeTakeFirst();
    expect(row?.email_verified_at).toBeInstanceOf(Date);
    expect((await verify()).json()).toEqual({ detail: AUTH_MESSAGES.linkInvalid, code: 'invalid' });
  });
});
