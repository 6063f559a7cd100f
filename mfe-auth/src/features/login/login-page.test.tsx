import { act, screen } from '@testing-library/react';
import { AUTH_PATHS } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { aUser } from '@tutorium/shared/testing';
import { fakeApi, renderPage, reply } from '../../common/auth-test-kit.test-helper';
import LoginPage from './login-page';

const LOGIN = `POST ${AUTH_PATHS.login}`;
const CONFIG = `GET ${AUTH_PATHS.config}`;
const amina = aUser({ username: 'amina' });

function renderLogin(state?: unknown) {
  return renderPage(<LoginPage />, { path: '/login', state });
}

async function submit(user: ReturnType<typeof renderLogin>['user'], identifier: string, password: string) {
  if (identifier) await user.type(await screen.findByLabelText(/Username or email/), identifier);
  if (password) await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => act(() => getSession().logout()));

describe('LoginPage', () => {
  it('asks for both fields before calling the server', async () => {
    const api = fakeApi({ [CONFIG]: reply(200, { google_client_id: null }) });
    const { user } = renderLogin();
    await submit(user, 'amina', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both username/email and password.');
    expect(api.calls(LOGIN)).toHaveLength(0);
    // The focus goes where there is still something to type.
    expect(screen.getByLabelText(/Password/)).toHaveFocus();
  });

  it('logs in by username or e-mail, stores the session and goes to /dashboard', async () => {
    const api = fakeApi({ [LOGIN]: reply(200, { access: 'access-1', user: amina }) });
    const { user } = renderLogin();
    await submit(user, 'amina@example.com', 'secret-pass');

    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
    expect(api.body(LOGIN)).toEqual({ username: 'amina@example.com', password: 'secret-pass' });
    expect(getSession()).toMatchObject({ token: 'access-1', user: amina });
    expect(window.localStorage.getItem('token')).toBe('access-1');
  });

  it('goes back to the page the login guard came from', async () => {
    fakeApi({ [LOGIN]: reply(200, { access: 'access-1', user: amina }) });
    const { user } = renderLogin({ from: '/profile' });
    await submit(user, 'amina', 'secret-pass');
    expect(await screen.findByText('Now at /profile')).toBeInTheDocument();
  });

  it("shows the server's reason for a refused login", async () => {
    fakeApi({ [LOGIN]: reply(401, { detail: 'Invalid username/email or password.', code: 'not_authenticated' }) });
    const { user } = renderLogin();
    await submit(user, 'amina', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username/email or password.');
    expect(getSession().token).toBeNull();
  });

  it('falls back to a generic text when the server gives no reason', async () => {
    fakeApi({ [LOGIN]: reply(500, '<html>oops</html>', 'text/html') });
    const { user } = renderLogin();
    await submit(user, 'amina', 'secret-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
  });

  it('sends a logged-in visitor to /dashboard', async () => {
    fakeApi();
    act(() => getSession().login('access-1', amina));
    renderLogin();
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
  });

  it('links to password recovery and sign-up', async () => {
    fakeApi();
    renderLogin();
    expect(await screen.findByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });
});
