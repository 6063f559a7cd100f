import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { AUTH_PATHS, REDIRECT_AFTER_LINK_RESET_MS } from '@tutorium/shared/contracts';
import { fakeApi, renderPage, reply } from '../../common/auth-test-kit.test-helper';
import ResetPasswordPage from './reset-password-page';

const CONFIRM = `POST ${AUTH_PATHS.passwordResetConfirm}`;

function renderReset() {
  return renderPage(<ResetPasswordPage />, { path: '/reset-password/:uid/:token', route: '/reset-password/MTI/abc-123', fakeTimers: true });
}

async function submit(user: UserEvent, password: string, confirm: string) {
  if (password) await user.type(await screen.findByLabelText(/^New password/), password);
  if (confirm) await user.type(screen.getByLabelText(/Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ResetPasswordPage', () => {
  it('checks both passwords before calling the server', async () => {
    const api = fakeApi();
    const { user } = renderReset();
    await submit(user, 'new-password-1', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter and confirm your new password.');
    await user.type(screen.getByLabelText(/Confirm new password/), 'other-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(api.calls(CONFIRM)).toHaveLength(0);
  });

  it('refuses a password under 8 characters', async () => {
    fakeApi();
    const { user } = renderReset();
    await submit(user, 'short', 'short');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 chars');
  });

  it('sets the password with the link and goes to /login after 5 s', async () => {
    const api = fakeApi({ [CONFIRM]: reply(200, { success: true, detail: 'Password reset successfully!' }) });
    const { user } = renderReset();
    await submit(user, 'new-password-1', 'new-password-1');

    expect(await screen.findByRole('status')).toHaveTextContent('Password reset successfully! Redirecting to login...');
    expect(api.body(CONFIRM)).toEqual({ uid: 'MTI', token: 'abc-123', new_password: 'new-password-1' });
    act(() => jest.advanceTimersByTime(REDIRECT_AFTER_LINK_RESET_MS - 1));
    expect(screen.queryByText('Now at /login')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Now at /login')).toBeInTheDocument();
  });

  it('says the link may have expired when the server refuses it', async () => {
    fakeApi({ [CONFIRM]: reply(400, { detail: 'Invalid token.', code: 'invalid' }) });
    const { user } = renderReset();
    await submit(user, 'new-password-1', 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset password. The link may have expired.');
  });

  it("shows the server's password rules as field errors", async () => {
    fakeApi({ [CONFIRM]: reply(400, { new_password: ['This password is too common.'] }) });
    const { user } = renderReset();
    await submit(user, 'password123', 'password123');
    expect(await screen.findByRole('alert')).toHaveTextContent('new_password: This password is too common.');
  });
});
