import { STORAGE_KEYS } from '../contracts';
import { createSessionStore, getSessionStore } from './session.store';
import { aUser } from './user.test-helper';

describe('session store', () => {
  it('starts anonymous when nothing is stored', () => {
    const state = createSessionStore(localStorage).getState();
    expect(state).toMatchObject({ token: null, user: null, status: 'anonymous', userCorrupt: false });
  });

  it('persists login as a plain token and a JSON user, and a new page hydrates it', () => {
    const user = aUser();
    createSessionStore(localStorage).getState().login('access-1', user);

    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('access-1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(user);
    expect(createSessionStore(localStorage).getState()).toMatchObject({
      token: 'access-1',
      user,
      status: 'authenticated',
      userCorrupt: false,
    });
  });

  it('persists a refreshed token and an updated user', () => {
    const store = createSessionStore(localStorage);
    store.getState().login('access-1', aUser());
    store.getState().setToken('access-2');
    store.getState().setUser(aUser({ bio: 'Maths tutor' }));

    const reloaded = createSessionStore(localStorage).getState();
    expect(reloaded.token).toBe('access-2');
    expect(reloaded.user?.bio).toBe('Maths tutor');
  });

  it('flags a stored user that is not valid JSON and keeps the token', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'access-1');
    localStorage.setItem(STORAGE_KEYS.user, '{not json');

    const state = createSessionStore(localStorage).getState();
    expect(state).toMatchObject({ token: 'access-1', user: null, userCorrupt: true, status: 'authenticated' });
  });

  it('flags a stored user that lacks the user fields', () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ username: 'amina' }));

    expect(createSessionStore(localStorage).getState()).toMatchObject({ user: null, userCorrupt: true });
  });

  it('clears the corrupt flag once a valid user is stored', () => {
    localStorage.setItem(STORAGE_KEYS.user, 'null-ish{');
    const store = createSessionStore(localStorage);
    store.getState().setUser(aUser());

    expect(store.getState()).toMatchObject({ user: aUser(), userCorrupt: false });
  });

  it('logout forgets the session and clears both localStorage keys', () => {
    const store = createSessionStore(localStorage);
    store.getState().login('access-1', aUser());
    store.getState().logout();

    expect(store.getState()).toMatchObject({ token: null, user: null, status: 'anonymous' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('keeps working in memory when storage refuses writes', () => {
    const store = createSessionStore(localStorage);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    store.getState().login('access-1', aUser());
    jest.restoreAllMocks();

    expect(store.getState().status).toBe('authenticated');
  });

  it('gives every copy of the module the same page-wide store', async () => {
    const first = getSessionStore();
    let second: unknown;
    await jest.isolateModulesAsync(async () => {
      second = (await import('./session.store')).getSessionStore();
    });
    expect(second).toBe(first);
  });
});
