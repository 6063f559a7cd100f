import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { AUTH_PATHS, OTP_VALIDITY_SECONDS, PASSWORD_STATUS_MS } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { deferred } from '@tutorium/shared/testing';
import { reply } from '../../common/auth-test-kit.test-helper';
import { aTutor, renderProfile } from './profile-test-kit.test-helper';

const SEND = `POST ${AUTH_PATHS.whatsappSend}`;
const VERIFY = `POST ${AUTH_PATHS.whatsappVerify}`;
const SENT = reply(200, { status: 'success', detail: 'OTP sent!' });

const details = () => screen.getByRole('region', { name: 'Tutor Details' });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

async function sendCode(user: UserEvent) {
  await user.click(within(details()).getByRole('button', { name: 'Verify' }));
  await screen.findByRole('form', { name: 'Phone verification' });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  act(() => getSession().logout());
});

describe('Phone verification', () => {
  it('sends a WhatsApp code and counts its 300 s down as mm:ss', async () => {
    const { user, api } = await renderProfile(aTutor(), { fakeTimers: true });
    api.on(SEND, SENT);
    await sendCode(user);

    expect(await screen.findByRole('status')).toHaveTextContent('OTP sent!');
    expect(api.body(SEND)).toEqual({ phone_number: '+8801711111111' });
    expect(screen.getByRole('timer')).toHaveTextContent('Code expires in 05:00');
    expect(within(details()).getByRole('button', { name: 'Resend code' })).toBeDisabled();
    advance(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('Code expires in 04:59');
    advance(60_000);
    expect(screen.getByRole('timer')).toHaveTextContent('Code expires in 03:59');
    advance((OTP_VALIDITY_SECONDS - 61) * 1000);
    expect(screen.getByRole('timer')).toHaveTextContent('The code has expired. Send a new one.');
    expect(within(details()).getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('cancels the code step when the code cannot be sent', async () => {
    const { user, api } = await renderProfile(aTutor(), { fakeTimers: true });
    const held = deferred<Response>();
    api.on(SEND, () => held.promise);
    await sendCode(user);
    expect(screen.getByRole('timer')).toBeInTheDocument();

    await act(async () => held.resolve(reply(429, { detail: 'Please wait a moment before trying again.' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait a moment before trying again.');
    expect(screen.queryByRole('form', { name: 'Phone verification' })).not.toBeInTheDocument();
    expect(within(details()).getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('verifies the code, marks the phone verified in the session and confirms for 5 s', async () => {
    const tutor = aTutor();
    const { user, api } = await renderProfile(tutor, { fakeTimers: true });
    api.on(SEND, SENT);
    api.on(VERIFY, reply(200, { status: 'success', detail: 'Phone verified!', user: { ...tutor, phone_verified: true } }));
    await sendCode(user);
    await user.type(screen.getByLabelText(/Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));

    expect(await screen.findByText('Phone verified!')).toBeInTheDocument();
    expect(api.body(VERIFY)).toEqual({ otp: '123456' });
    expect(getSession().user?.phone_verified).toBe(true);
    expect(screen.queryByRole('form', { name: 'Phone verification' })).not.toBeInTheDocument();
    expect(within(details()).getByText('Phone verified')).toBeInTheDocument();

    advance(PASSWORD_STATUS_MS - 1);
    expect(screen.getByText('Phone verified!')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Phone verified!')).not.toBeInTheDocument();
  });

  it("reports a refused code as 'Verification failed: {message}'", async () => {
    const { user, api } = await renderProfile(aTutor(), { fakeTimers: true });
    api.on(SEND, SENT);
    api.on(VERIFY, reply(400, { detail: 'Invalid or expired OTP.' }));
    await sendCode(user);
    await user.type(screen.getByLabelText(/Verification code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification failed: Invalid or expired OTP.');
    expect(getSession().user?.phone_verified).toBe(false);
  });

  it('asks for a phone number before sending', async () => {
    const { user, api } = await renderProfile(aTutor({ phone_number: null }), { fakeTimers: true });
    await user.click(within(details()).getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your phone number.');
    expect(api.calls(SEND)).toHaveLength(0);
  });

  it('shows no Verify action for a verified number', async () => {
    await renderProfile(aTutor({ phone_verified: true }));
    expect(within(details()).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(within(details()).getByText('Phone verified')).toBeInTheDocument();
  });
});
