import type { App } from '../../src/app';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, logIn, post, refreshCookieOf, signUp } from '../helpers/accounts';

let testApp: TestApp;
let app: App;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

afterAll(async () => {
  await testApp.close();
});

const refresh = (token: string) => post(app, '/api/auth/token/refresh/', undefined, { cookie: `tutorium_refresh=${token}` });
// Moves a user's refresh tokens back in time, past the reuse interval.
const ageTokens = (userId: number) =>
  testApp.database.db.updateTable('refresh_tokens').set({ created_at: new Date(Date.now() - 60_000) }).where('user_id', '=', userId).execute();
const me = (access: string) => app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(access) });

describe('token refresh', () => {
  it('rotates the refresh token on every use', async () => {
    const data = await signUp(app);
    const session = await logIn(app, data.username, data.password);

    const first = await refresh(session.refresh);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ access: expect.any(String) });
    const rotated = refreshCookieOf(first);
    expect(rotated).toEqual(expect.any(String));
    expect(rotated).not.toBe(session.refresh);
    expect((await me(first.json().access)).statusCode).toBe(200);

    const second = await refresh(rotated ?? '');
    expect(second.statusCode).toBe(200);
    const rows = await testApp.database.db.selectFrom('refresh_tokens').selectAll().where('user_id', '=', session.userId).execute();
    expect(rows).toHaveLength(3);
    expect(JSON.stringify(rows)).not.toContain(session.refresh);
  });

  it('revokes the whole family when a rotated token is replayed', async () => {
    const data = await signUp(app);
    const session = await logIn(app, data.username, data.password);
    const newer = refreshCookieOf(await refresh(session.refresh)) ?? '';
    await ageTokens(session.userId);

    const replay = await refresh(session.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: expect.any(String), code: 'not_authenticated' });
    expect(replay.cookies.find((cookie) => cookie.name === 'tutorium_refresh')?.value).toBe('');

    // The thief's copy and the user's current token are both dead now.
    expect((await refresh(newer)).statusCode).toBe(401);
  });

  it('keeps two tabs that refresh with one cookie at the same moment logged in', async () => {
    const data = await signUp(app);
    const session = await logIn(app, data.username, data.password);
    const responses = await Promise.all([refresh(session.refresh), refresh(session.refresh)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    for (const response of responses) {
      expect((await me(response.json().access)).statusCode).toBe(200);
      expect((await refresh(refreshCookieOf(response) ?? '')).statusCode).toBe(200);
    }
  });

  it('does not revive a login that was logged out, even within the reuse interval', async () => {
    const data = await signUp(app);
    const session = await logIn(app, data.username, data.password);
    const newer = refreshCookieOf(await refresh(session.refresh)) ?? '';
    await post(app, '/api/auth/logout/', undefined, { cookie: `tutorium_refresh=${newer}` });
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });

  it('answers 401 without a cookie or with an unknown one', async () => {
    expect((await post(app, '/api/auth/token/refresh/', undefined)).statusCode).toBe(401);
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
  });
});

describe("the spec client's refresh on the site root", () => {
  it('sets the cookie for both refresh paths, and /auth/token/refresh/ rotates it like the API path', async () => {
    const data = await signUp(app);
    const login = await post(app, '/api/auth/login/', { username: data.username, password: data.password });
    const cookies = login.cookies.filter((cookie) => cookie.name === 'tutorium_refresh');
    expect(cookies.map((cookie) => cookie.path).sort()).toEqual(['/api/auth', '/auth']);
    const token = refreshCookieOf(login) ?? '';

    const rooted = await post(app, '/auth/token/refresh/', undefined, { cookie: `tutorium_refresh=${token}` });
    expect(rooted.statusCode).toBe(200);
    expect(rooted.json()).toEqual({ access: expect.any(String) });
    expect((await me(rooted.json().access)).statusCode).toBe(200);
    // Rotated on both paths at once, so the API path goes on with the new token.
    const rotated = rooted.cookies.filter((cookie) => cookie.name === 'tutorium_refresh');
    expect(rotated.map((cookie) => cookie.path).sort()).toEqual(['/api/auth', '/auth']);
    expect(new Set(rotated.map((cookie) => cookie.value)).size).toBe(1);
    expect((await refresh(rotated[0]?.value ?? '')).statusCode).toBe(200);
  });

  it('answers like the API path without a cookie, with or without the trailing slash', async () => {
    for (const url of ['/auth/token/refresh/', '/auth/token/refresh']) {
      const response = await post(app, url, undefined);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Your session has expired. Please log in again.', code: 'not_authenticated' });
    }
  });
});

describe('logout', () => {
  it('revokes the refresh token, clears the cookie and answers 204', async () => {
    const data = await signUp(app);
    const session = await logIn(app, data.username, data.password);

    const response = await post(app, '/api/auth/logout/', undefined, { cookie: `tutorium_refresh=${session.refresh}` });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = response.cookies.filter((cookie) => cookie.name === 'tutorium_refresh');
    expect(cleared.map((cookie) => [cookie.path, cookie.value]).sort()).toEqual([['/api/auth', ''], ['/auth', '']]);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });

  it("ends the login's access tokens at once, and only that login's", async () => {
    const data = await signUp(app);
    const [phone, laptop] = [await logIn(app, data.username, data.password), await logIn(app, data.username, data.password)];
    const me = (access: string) => app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(access) });
    expect((await me(phone.access)).statusCode).toBe(200);

    await post(app, '/api/auth/logout/', undefined, { cookie: `tutorium_refresh=${phone.refresh}` });
    const refused = await me(phone.access);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ detail: 'Your session has expired. Please log in again.', code: 'not_authenticated' });
    expect((await me(laptop.access)).statusCode).toBe(200);
  });

  it('answers 204 without a session too (the client logs out either way)', async () => {
    const response = await post(app, '/api/auth/logout/', undefined, { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(204);
  });
});
