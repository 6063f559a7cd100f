import { STORAGE_KEYS } from '../contracts';
import { createSessionStore, type SessionStore } from './session.store';
import { connectCrossTabSync } from './session.sync';
import { aUser } from './user.test-helper';

// Another tab writes localStorage; this tab only hears about it through a storage event.
function otherTabWrites(key: string | null, newValue: string | null): void {
  if (key === null) localStorage.clear();
  else if (newValue === null) localStorage.removeItem(key);
  else localStorage.setItem(key, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
}

describe('session sync across tabs', () => {
  let store: SessionStore;
  let disconnect: () => void;

  beforeEach(() => {
    store = createSessionStore(localStorage);
    disconnect = connectCrossTabSync(store, window, localStorage);
  });
  afterEach(() => disconnect());

  it('logs this tab out when another tab logs out', () => {
    store.getState().login('access-1', aUser());

    otherTabWrites(STORAGE_KEYS.token, null);
    otherTabWrites(STORAGE_KEYS.user, null);

    expect(store.getState()).toMatchObject({ token: null, user: null, status: 'anonymous' });
  });

  it('logs this tab in when another tab logs in', () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(aUser()));
    otherTabWrites(STORAGE_KEYS.token, 'access-9');

    expect(store.getState()).toMatchObject({ token: 'access-9', user: aUser(), status: 'authenticated' });
  });

  it('takes over a token another tab refreshed', () => {
    store.getState().login('access-1', aUser());
    otherTabWrites(STORAGE_KEYS.token, 'access-2');

    expect(store.getState().token).toBe('access-2');
  });

  it('logs out when another tab clears all of localStorage', () => {
    store.getState().login('access-1', aUser());
    otherTabWrites(null, null);

    expect(store.getState().status).toBe('anonymous');
  });

  it('ignores keys that are not the session', () => {
    const listener = jest.fn();
    store.subscribe(listener);
    otherTabWrites(STORAGE_KEYS.language, 'fr');

    expect(listener).not.toHaveBeenCalled();
  });

  it('stops listening once disconnected', () => {
    store.getState().login('access-1', aUser());
    disconnect();
    otherTabWrites(STORAGE_KEYS.token, null);

    expect(store.getState().token).toBe('access-1');
  });
});
