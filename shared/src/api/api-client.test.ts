import { getSession } from '../session';
import { aUser } from '../session/user.test-helper';
import { apiFetch } from './api-client';
import { configureApi, resetApiConfig } from './api-config';
import { ApiError } from './api-error';
import { installFetch, reply } from './fake-fetch.test-helper';

beforeEach(() => {
  resetApiConfig();
  getSession().logout();
});

describe('apiFetch', () => {
  it('sends the bearer token and the refresh cookie, and returns the parsed reply', async () => {
    getSession().login('access-1', aUser());
    const fake = installFetch(() => reply(200, { balance: 4 }));

    await expect(apiFetch('/api/points/')).resolves.toEqual({ balance: 4 });
    const [request] = fake.requests();
    expect(request?.url).toBe('/api/points/');
    expect(request?.init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(request?.headers.Authorization).toBe('Bearer access-1');
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    const fake = installFetch(() => reply(200, []));
    await apiFetch('/api/subjects/');
    expect(fake.requests()[0]?.headers).not.toHaveProperty('Authorization');
  });

  it('prefixes the configured base URL and encodes the query', async () => {
    configureApi({ baseUrl: 'https://api.tutorium.test' });
    const fake = installFetch(() => reply(200, { results: [] }));

    await apiFetch('/api/tutors/', { query: { page: 2, subject: 'Maths & Physics', premium: undefined, mode: ['Online', 'Offline'] } });
    expect(fake.requests()[0]?.url).toBe(
      'https://api.tutorium.test/api/tutors/?page=2&subject=Maths+%26+Physics&mode=Online&mode=Offline',
    );
  });

  it('sends a JSON body with a JSON content type', async () => {
    const fake = installFetch(() => reply(201, { id: 3 }));
    await apiFetch('/api/gigs/', { method: 'POST', body: { title: 'Algebra' } });

    const [request] = fake.requests();
    expect(request?.init.body).toBe('{"title":"Algebra"}');
    expect(request?.headers['Content-Type']).toBe('application/json');
  });

  it('sends FormData untouched and lets the browser set the content type', async () => {
    const fake = installFetch(() => reply(200, { profile_picture_url: '/media/a.png' }));
    const form = new FormData();
    form.append('profile_picture', new Blob(['png']), 'a.png');

    await apiFetch('/api/users/upload_dp/', { method: 'POST', body: form });
    const [request] = fake.requests();
    expect(request?.init.body).toBe(form);
    expect(request?.headers).not.toHaveProperty('Content-Type');
  });

  it('resolves with null on 204 No Content', async () => {
    installFetch(() => reply(204));
    await expect(apiFetch('/api/notifications/mark-read/', { method: 'POST' })).resolves.toBeNull();
  });

  it('rejects with an ApiError carrying the server message', async () => {
    installFetch(() => reply(409, { error: 'Email is already registered.' }));
    const failure = apiFetch('/api/auth/send-otp/', { body: {} });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 409, message: 'Email is already registered.' });
  });

  it('does not show an HTML error page as a message', async () => {
    installFetch(() => reply(502, '<html><body>Bad gateway</body></html>', 'text/html'));
    await expect(apiFetch('/api/jobs/')).rejects.toMatchObject({ status: 502, serverMessage: null, body: null });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiFetch('/api/jobs/')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('turns a connection lost while reading the reply into an ApiError with status 0', async () => {
    const broken = reply(200);
    installFetch(() => ({ ...broken, text: () => Promise.reject(new TypeError('terminated')) }));
    await expect(apiFetch('/api/jobs/')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('lets an abort by the caller through as it is', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    globalThis.fetch = jest.fn(() => Promise.reject(abort));
    await expect(apiFetch('/api/jobs/', { signal: AbortSignal.abort() })).rejects.toBe(abort);
  });
});
