import { getSession } from '../session';
import { aUser } from '../session/user.test-helper';
import { apiFetch } from './api-client';
import { configureApi, resetApiConfig } from './api-config';
import { deferred, installFetch, reply, type SentRequest } from './fake-fetch.test-helper';
import { REFRESH_PATH } from './token-refresh';

const isRefresh = (request: SentRequest): boolean => request.url.endsWith(REFRESH_PATH);
// The API answers 200 only to the renewed token.
const answerFor = (request: SentRequest): Response =>
  request.headers.Authorization === 'Bearer fresh' ? reply(200, { url: request.url }) : reply(401, { detail: 'expired' });

let onAuthFailure: jest.Mock;

beforeEach(() => {
  resetApiConfig();
  onAuthFailure = jest.fn();
  configureApi({ onAuthFailure });
  getSession().login('stale', aUser());
});

describe('token refresh on 401', () => {
  it('refreshes once for three concurrent 401s and retries all three with the new token', async () => {
    const refreshReply = deferred<Response>();
    const fake = installFetch((request) => (isRefresh(request) ? refreshReply.promise : answerFor(request)));

    const calls = Promise.all(['/api/jobs/', '/api/points/', '/api/gigs/'].map((path) => apiFetch(path)));
    await waitUntil(() => fake.requests().some(isRefresh));
    refreshReply.resolve(reply(200, { access: 'fresh' }));

    await expect(calls).resolves.toEqual([{ url: '/api/jobs/' }, { url: '/api/points/' }, { url: '/api/gigs/' }]);
    const refreshes = fake.requests().filter(isRefresh);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.init).toMatchObject({ method: 'POST', credentials: 'include', body: '{}' });
    expect(fake.requests().filter((r) => r.headers.Authorization === 'Bearer fresh')).toHaveLength(3);
    expect(getSession().token).toBe('fresh');
    expect(localStorage.getItem('token')).toBe('fresh');
  });

  it('logs out, calls onAuthFailure once and rejects every waiting call with 401 when refresh fails', async () => {
    installFetch((request) => (isRefresh(request) ? reply(401, { detail: 'Token is invalid' }) : answerFor(request)));

    const results = await Promise.allSettled([apiFetch('/api/jobs/'), apiFetch('/api/points/'), apiFetch('/api/gigs/')]);

    for (const result of results) expect(result).toMatchObject({ status: 'rejected', reason: { status: 401 } });
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(getSession().status).toBe('anonymous');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('does not refresh a second time when the retried request is refused again', async () => {
    const fake = installFetch((request) => (isRefresh(request) ? reply(200, { access: 'fresh' }) : reply(401, {})));

    await expect(apiFetch('/api/jobs/')).rejects.toMatchObject({ status: 401 });
    expect(fake.requests().filter(isRefresh)).toHaveLength(1);
    expect(fake.requests()).toHaveLength(3);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('retries a late 401 with the token another call already renewed, without refreshing again', async () => {
    const lateReply = deferred<Response>();
    const fake = installFetch((request) => {
      if (isRefresh(request)) return reply(200, { access: 'fresh' });
      const isLate = request.url === '/api/points/' && request.headers.Authorization === 'Bearer stale';
      return isLate ? lateReply.promise : answerFor(request);
    });

    const late = apiFetch('/api/points/');
    await apiFetch('/api/jobs/');
    lateReply.resolve(reply(401, {}));

    await expect(late).resolves.toEqual({ url: '/api/points/' });
    expect(fake.requests().filter(isRefresh)).toHaveLength(1);
  });

  it.each(['/api/auth/login/', REFRESH_PATH])('never refreshes for %s', async (path) => {
    const fake = installFetch(() => reply(401, { detail: 'No active account found' }));

    await expect(apiFetch(path, { body: {} })).rejects.toMatchObject({ status: 401, message: 'No active account found' });
    expect(fake.requests()).toHaveLength(1);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('does not refresh or redirect a visitor who sent no token', async () => {
    getSession().logout();
    const fake = installFetch(() => reply(401, { detail: 'Authentication credentials were not provided.' }));

    await expect(apiFetch('/api/notifications/unread/')).rejects.toMatchObject({ status: 401 });
    expect(fake.requests()).toHaveLength(1);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    globalThis.fetch = jest.fn((input: RequestInfo | URL) =>
      String(input).endsWith(REFRESH_PATH) ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(reply(401, {})));

    await expect(apiFetch('/api/jobs/')).rejects.toMatchObject({ status: 0 });
    expect(getSession().token).toBe('stale');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });
});

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !condition(); i += 1) await Promise.resolve();
  expect(condition()).toBe(true);
}
