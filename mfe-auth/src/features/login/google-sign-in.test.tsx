import { act, screen, waitFor } from '@testing-library/react';
import { AUTH_PATHS } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { aUser } from '@tutorium/shared/testing';
import { fakeApi, renderPage, reply } from '../../common/auth-test-kit.test-helper';
import { GOOGLE_IDENTITY_SCRIPT, type GoogleAccountsId, type GoogleButtonOptions } from './load-google-identity';
import LoginPage from './login-page';

const CONFIG = `GET ${AUTH_PATHS.config}`;
const GOOGLE_LOGIN = `POST ${AUTH_PATHS.googleLogin}`;

// Stands in for Google's script: renders a plain button that hands back a credential.
function fakeGoogle() {
  let callback: (response: { credential: string }) => void = () => undefined;
  const rendered: GoogleButtonOptions[] = [];
  const id: GoogleAccountsId = {
    initialize: (config) => {
      callback = config.callback;
    },
    renderButton: (parent, options) => {
      rendered.push(options);
      const button = document.createElement('button');
      button.textContent = 'Sign in with Google';
      button.addEventListener('click', () => callback({ credential: 'google-credential' }));
      parent.append(button);
    },
  };
  return { id, rendered, install: () => Object.assign(window, { google: { accounts: { id } } }) };
}

const scriptTag = () => document.head.querySelector(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`);

afterEach(() => {
  act(() => getSession().logout());
  Reflect.deleteProperty(window, 'google');
  scriptTag()?.remove();
});

describe('Google sign-in', () => {
  it('is hidden when the server has no Google client id', async () => {
    const api = fakeApi({ [CONFIG]: reply(200, { google_client_id: null }) });
    renderPage(<LoginPage />, { path: '/login' });
    await screen.findByRole('button', { name: 'Login' });
    await act(async () => undefined);
    expect(api.calls(CONFIG)).toHaveLength(1);
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(scriptTag()).toBeNull();
  });

  it("loads Google's script, renders its button and logs in with the credential", async () => {
    const google = fakeGoogle();
    const api = fakeApi({
      [CONFIG]: reply(200, { google_client_id: 'client-1.apps.googleusercontent.com' }),
      [GOOGLE_LOGIN]: reply(200, { access: 'google-access', user: aUser() }),
    });
    const { user } = renderPage(<LoginPage />, { path: '/login' });

    await screen.findByText('or');
    // The button's effect appends Google's script once the page has rendered.
    const script = await waitFor(() => {
      const tag = scriptTag();
      expect(tag).not.toBeNull();
      return tag;
    });
    google.install();
    await act(async () => {
      script?.dispatchEvent(new Event('load'));
    });
    expect(google.rendered[0]).toMatchObject({ locale: 'en', text: 'signin_with' });

    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
    expect(api.body(GOOGLE_LOGIN)).toEqual({ token_id: 'google-credential' });
    expect(getSession().token).toBe('google-access');
  });

  it('says why a Google login was refused', async () => {
    fakeGoogle().install();
    fakeApi({
      [CONFIG]: reply(200, { google_client_id: 'client-1' }),
      [GOOGLE_LOGIN]: reply(400, { detail: 'Invalid Google token.' }),
    });
    const { user } = renderPage(<LoginPage />, { path: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Google token.');
    expect(getSession().token).toBeNull();
  });
});
