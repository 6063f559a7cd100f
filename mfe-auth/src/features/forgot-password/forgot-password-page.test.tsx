import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { AUTH_PATHS, REDIRECT_AFTER_CODE_RESET_MS } from '@tutorium/shared/contracts';
import { fakeApi, renderPage, reply } from '../../common/auth-test-kit.test-helper';
import ForgotPasswordPage from './forgot-password-page';

const SEND = `POST ${AUTH_PATHS.sendOtp}`;
const RESET = `POST ${AUTH_PATHS.resetPassword}`;
const SENT = reply(200, { success: true, detail: 'OTP sent to your email. It expires in 5 minutes.' });

function renderForgot() {
  return renderPage(<ForgotPasswordPage />, { path: '/forgot-password', fakeTimers: true });
}

async function reachCodeStep(user: UserEvent) {
  await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'amina@example.com');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByLabelText(/Verification code/);
}

async function resetWith(user: UserEvent, otp: string, password: string) {
  if (otp) await user.type(screen.getByLabelText(/Verification code/), otp);
  if (password) await user.type(screen.getByLabelText(/New password/), password);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ForgotPasswordPage', () => {
  it('asks for the e-mail first', async () => {
    const api = fakeApi();
    const { user } = renderForgot();
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email.');
    expect(api.calls(SEND)).toHaveLength(0);
  });

  it('sends a password-reset code and moves to the code step', async () => {
    const api = fakeApi({ [SEND]: SENT });
    const { user } = renderForgot();
    await reachCodeStep(user);
    expect(screen.getByRole('status')).toHaveTextContent('OTP sent to your email. It expires in 5 minutes.');
    expect(api.body(SEND)).toEqual({ email: 'amina@example.com', purpose: 'password-reset' });
  });

  it("shows the server's reason or 'Failed to send OTP.'", async () => {
    const api = fakeApi({ [SEND]: reply(429, { detail: 'Please wait a moment before trying again.' }) });
    const { user } = renderForgot();
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait a moment before trying again.');

    api.on(SEND, reply(500, null));
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send OTP.');
    expect(screen.queryByLabelText(/Verification code/)).not.toBeInTheDocument();
  });

  it('asks for the code and the new password, and a 6-digit code', async () => {
    const api = fakeApi({ [SEND]: SENT });
    const { user } = renderForgot();
    await reachCodeStep(user);
    await resetWith(user, '123456', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter OTP and new password.');
    await user.clear(screen.getByLabelText(/Verification code/));
    await resetWith(user, '1234', 'new-password-1');
    expect(screen.getByRole('alert')).toHaveTextContent('OTP must be 6 digits.');
    expect(api.calls(RESET)).toHaveLength(0);
  });

  it("shows the server's reason or 'Failed to reset password.'", async () => {
    const api = fakeApi({ [SEND]: SENT, [RESET]: reply(400, { detail: 'Invalid or expired OTP.' }) });
    const { user } = renderForgot();
    await reachCodeStep(user);
    await resetWith(user, '123456', 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired OTP.');

    api.on(RESET, reply(503, null));
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset password.');
  });

  it('resets the password and goes to /login after 2 s', async () => {
    const api = fakeApi({ [SEND]: SENT, [RESET]: reply(200, { success: true, detail: 'Password reset successfully!' }) });
    const { user } = renderForgot();
    await reachCodeStep(user);
    await resetWith(user, '654321', 'new-password-1');

    expect(await screen.findByRole('status')).toHaveTextContent('Password reset successfully! Redirecting to login...');
    expect(api.body(RESET)).toEqual({ email: 'amina@example.com', otp: '654321', new_password: 'new-password-1' });
    act(() => jest.advanceTimersByTime(REDIRECT_AFTER_CODE_RESET_MS - 1));
    expect(screen.queryByText('Now at /login')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Now at /login')).toBeInTheDocument();
  });

  it('goes back to the e-mail step to use another address', async () => {
    fakeApi({ [SEND]: SENT });
    const { user } = renderForgot();
    await reachCodeStep(user);
    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('amina@example.com');
    expect(screen.queryByLabelText(/Verification code/)).not.toBeInTheDocument();
  });
});
