import type { App } from '../../src/app';
import { bearer, expectNoSecrets, latestCode, logIn, post, registrationData, waitForMessage } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { IMAGES, multipartBody } from '../helpers/multipart';

let testApp: TestApp;
let app: App;
const replies: string[] = [];

beforeAll(async () => {
  testApp = await buildTestApp({
    routes: (built) => {
      built.addHook('onSend', async (request, _reply, payload) => {
        if (request.url.startsWith('/api/') && !request.url.startsWith('/api/dev/')) replies.push(String(payload));
        return payload;
      });
    },
  });
  app = testApp.app;
});

afterAll(async () => {
  await testApp.close();
});

describe('replies', () => {
  it('never carry a hash, a code or a refresh token, through a whole account journey', async () => {
    const data = registrationData();
    await post(app, '/api/auth/send-otp/', { email: data.email, purpose: 'register', user_data: data });
    const signUpCode = await latestCode(app, data.email);
    await post(app, '/api/auth/verify-otp/', { email: data.email, otp: signUpCode, purpose: 'register' });
    const session = await logIn(app, data.username, data.password);
    const auth = bearer(session.access);

    await app.inject({ method: 'GET', url: '/api/users/me/', headers: auth });
    await app.inject({ method: 'PATCH', url: '/api/auth/user/', headers: auth, payload: { bio: 'Hello' } });
    await post(app, '/api/whatsapp/send/', { phone_number: '+8801812345678' }, auth);
    const phoneCode = await latestCode(app, '+8801812345678');
    await post(app, '/api/whatsapp/verify/', { otp: phoneCode }, auth);
    const { payload, headers } = multipartBody([{ field: 'profile_picture', filename: 'a.png', contentType: 'image/png', content: IMAGES.png }]);
    await app.inject({ method: 'POST', url: '/api/users/upload_dp/', payload, headers: { ...headers, ...auth } });
    const refreshed = await post(app, '/api/auth/token/refresh/', undefined, { cookie: `tutorium_refresh=${session.refresh}` });
    await post(app, '/api/auth/send-otp/', { email: data.email, purpose: 'password-reset' });
    const resetMail = await waitForMessage(app, data.email, 'Reset your Tutorium password');
    const resetCode = /\b(\d{6})\b/.exec(resetMail.body)?.[1] ?? '';
    await post(app, '/api/auth/reset-password/', { email: data.email, otp: resetCode, new_password: 'another-password' });

    expect(replies.length).toBeGreaterThanOrEqual(10);
    const all = replies.join('\n');
    expectNoSecrets(all);
    const refreshTokens = [session.refresh, refreshed.cookies.find((cookie) => cookie.name === 'tutorium_refresh')?.value ?? ''];
    for (const secret of [...refreshTokens, signUpCode, phoneCode, resetCode, data.password]) {
      expect(secret.length).toBeGreaterThan(0);
      expect(all).not.toContain(secret);
    }
  });
});
