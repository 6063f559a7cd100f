import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { AUTH_PATHS, OTP_RESEND_COOLDOWN_SECONDS, REDIRECT_AFTER_SIGNUP_MS } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { aUser } from '@tutorium/shared/testing';
import { fakeApi, renderPage, reply } from '../../common/auth-test-kit.test-helper';
import SignupPage from './signup-page';

const SEND = `POST ${AUTH_PATHS.sendOtp}`;
const VERIFY = `POST ${AUTH_PATHS.verifyOtp}`;
const SENT = { success: true, detail: 'OTP sent to your email. Please check your inbox.' };

function renderSignup() {
  return renderPage(<SignupPage />, { path: '/signup', fakeTimers: true });
}

async function fillForm(user: UserEvent, overrides: { confirm?: string } = {}) {
  await user.type(await screen.findByLabelText('First name'), 'Rafi');
  await user.type(screen.getByLabelText('Last name'), 'Ahmed');
  await user.type(screen.getByLabelText(/Username/), 'rafi');
  await user.type(screen.getByLabelText(/Email/), 'rafi@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'long-enough-1');
  await user.type(screen.getByLabelText(/Confirm password/), overrides.confirm ?? 'long-enough-1');
}

const sendButton = () => screen.getByRole('button', { name: /Send OTP|Resend OTP/ });

async function sendCode(user: UserEvent) {
  await fillForm(user);
  await user.click(sendButton());
  await screen.findByLabelText(/Verification code/);
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SignupPage: sending the code', () => {
  it('asks for e-mail, username, password and type before sending', async () => {
    const api = fakeApi();
    const { user } = renderSignup();
    await user.type(await screen.findByLabelText(/Email/), 'rafi@example.com');
    await user.click(sendButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all required fields before sending OTP');
    expect(api.calls(SEND)).toHaveLength(0);
  });

  it('refuses a confirmation that differs from the password', async () => {
    const api = fakeApi();
    const { user } = renderSignup();
    await fillForm(user, { confirm: 'something-else' });
    await user.click(sendButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(api.calls(SEND)).toHaveLength(0);
  });

  it('sends the registration data (student by default) and shows the code step', async () => {
    const api = fakeApi({ [SEND]: reply(200, SENT) });
    const { user } = renderSignup();
    expect(await screen.findByRole('combobox', { name: /I am a/ })).toHaveDisplayValue('Student');
    await sendCode(user);

    expect(screen.getByRole('status')).toHaveTextContent('OTP sent to your email. Please check your inbox.');
    expect(screen.getByLabelText(/Verification code/)).toHaveAttribute('placeholder', 'Enter 6-digit code');
    expect(api.body(SEND)).toEqual({
      email: 'rafi@example.com',
      purpose: 'register',
      user_data: {
        first_name: 'Rafi',
        last_name: 'Ahmed',
        username: 'rafi',
        email: 'rafi@example.com',
        password: 'long-enough-1',
        confirm_password: 'long-enough-1',
        user_type: 'student',
      },
    });
  });

  it('registers a tutor when the tutor type is chosen', async () => {
    const api = fakeApi({ [SEND]: reply(200, SENT) });
    const { user } = renderSignup();
    await user.selectOptions(await screen.findByRole('combobox', { name: /I am a/ }), 'Tutor');
    await sendCode(user);
    expect(api.body(SEND)).toMatchObject({ user_data: { user_type: 'tutor' } });
  });

  it('blocks a resend for 300 s with a visible countdown', async () => {
    const api = fakeApi({ [SEND]: reply(200, SENT) });
    const { user } = renderSignup();
    await sendCode(user);

    expect(sendButton()).toHaveTextContent('Resend OTP in 05:00');
    expect(sendButton()).toBeDisabled();
    advance(1000);
    expect(sendButton()).toHaveTextContent('Resend OTP in 04:59');
    advance((OTP_RESEND_COOLDOWN_SECONDS - 2) * 1000);
    expect(sendButton()).toHaveTextContent('Resend OTP in 00:01');
    expect(sendButton()).toBeDisabled();
    advance(1000);
    expect(sendButton()).toHaveTextContent(/^Resend OTP$/);
    expect(sendButton()).toBeEnabled();

    await user.click(sendButton());
    await screen.findByRole('button', { name: 'Resend OTP in 05:00' });
    expect(api.calls(SEND)).toHaveLength(2);
  });

  it.each([
    ['409', reply(409, { detail: 'A conflict.', code: 'conflict' }), 'Email is already registered.'],
    ['429', reply(429, { detail: 'Slow down.', code: 'throttled' }), 'Please wait a moment before trying again.'],
    [
      'field errors',
      reply(400, { email: ['Enter a valid email address.'], username: ['A user with that username already exists.'] }),
      'email: Enter a valid email address. | username: A user with that username already exists.',
    ],
    ['anything else', reply(502, null), 'Failed to send OTP'],
  ])('words a refused send (%s) as the spec does', async (_case, response, text) => {
    fakeApi({ [SEND]: response });
    const { user } = renderSignup();
    await fillForm(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByLabelText(/Verification code/)).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });
});

describe('SignupPage: verifying the code', () => {
  it('asks for the code before verifying', async () => {
    const api = fakeApi({ [SEND]: reply(200, SENT) });
    const { user } = renderSignup();
    await sendCode(user);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter OTP');
    expect(api.calls(VERIFY)).toHaveLength(0);
  });

  it('accepts digits only, six at most', async () => {
    fakeApi({ [SEND]: reply(200, SENT) });
    const { user } = renderSignup();
    await sendCode(user);
    await user.type(screen.getByLabelText(/Verification code/), '12a34-5678');
    expect(screen.getByLabelText(/Verification code/)).toHaveValue('123456');
  });

  it("shows the server's reason, or a generic text, when the code is refused", async () => {
    const api = fakeApi({ [SEND]: reply(200, SENT), [VERIFY]: reply(400, { detail: 'Invalid or expired OTP.' }) });
    const { user } = renderSignup();
    await sendCode(user);
    await user.type(screen.getByLabelText(/Verification code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired OTP.');

    api.on(VERIFY, reply(500, null));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP verification failed');
  });

  it('completes the registration and goes to /login after 2000 ms', async () => {
    const api = fakeApi({ [SEND]: reply(200, SENT), [VERIFY]: reply(200, { success: true, detail: 'Account created.' }) });
    const { user } = renderSignup();
    await sendCode(user);
    await user.type(screen.getByLabelText(/Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Registration complete! Redirecting to login...');
    expect(api.body(VERIFY)).toEqual({ email: 'rafi@example.com', otp: '123456', purpose: 'register' });
    advance(REDIRECT_AFTER_SIGNUP_MS - 1);
    expect(screen.queryByText('Now at /login')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByText('Now at /login')).toBeInTheDocument();
  });

  it('verifies against the address the code went to, even if the field changed since', async () => {
    const api = fakeApi({ [SEND]: reply(200, SENT), [VERIFY]: reply(200, { success: true, detail: 'Account created.' }) });
    const { user } = renderSignup();
    await sendCode(user);
    expect(screen.getByText('We sent a 6-digit code to rafi@example.com.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), '.bd');
    await user.type(screen.getByLabelText(/Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Registration complete! Redirecting to login...');
    expect(api.body(VERIFY)).toMatchObject({ email: 'rafi@example.com' });
  });

  it('links to the login page', async () => {
    fakeApi();
    renderSignup();
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});

describe('SignupPage: someone signed in', () => {
  afterEach(() => act(() => getSession().logout()));

  it('is sent to /dashboard, as on /login', async () => {
    fakeApi();
    act(() => getSession().login('access-1', aUser()));
    renderSignup();
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send OTP' })).not.toBeInTheDocument();
  });
});
