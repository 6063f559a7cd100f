import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { AUTH_PATHS, PASSWORD_STATUS_MS } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { aUser } from '@tutorium/shared/testing';
import { reply } from '../../common/auth-test-kit.test-helper';
import { renderProfile } from './profile-test-kit.test-helper';

const CHANGE = `POST ${AUTH_PATHS.usersChangePassword}`;

async function changePassword(user: UserEvent, current: string, next: string, confirm: string) {
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  if (current) await user.type(screen.getByLabelText(/Current password/), current);
  if (next) await user.type(screen.getByLabelText(/^New password/), next);
  if (confirm) await user.type(screen.getByLabelText(/Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Update password' }));
}

afterEach(() => {
  jest.useRealTimers();
  act(() => getSession().logout());
});

describe('Change password', () => {
  it('opens from Account Actions', async () => {
    const { user } = await renderProfile(aUser());
    const toggle = screen.getByRole('button', { name: 'Change Password' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    // Its form loads now; the button opens it once it is there.
    expect(await screen.findByRole('form', { name: 'Change Password' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it.each([
    ['all fields', ['old-password', '', ''], 'Please fill in all password fields.'],
    ['matching passwords', ['old-password', 'new-password-1', 'new-password-2'], 'New passwords do not match'],
    ['8 characters', ['old-password', 'short', 'short'], 'Password must be at least 8 chars'],
  ])('asks for %s before calling the server', async (_case, [current, next, confirm], text) => {
    const { user, api } = await renderProfile(aUser());
    await changePassword(user, current ?? '', next ?? '', confirm ?? '');
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(api.calls(CHANGE)).toHaveLength(0);
  });

  it("changes the password, says 'Password updated!' for 5 s and closes the form", async () => {
    jest.useFakeTimers();
    const { user, api } = await renderProfile(aUser(), { fakeTimers: true });
    api.on(CHANGE, reply(204));
    await changePassword(user, 'old-password', 'new-password-1', 'new-password-1');

    expect(await screen.findByRole('status')).toHaveTextContent('Password updated!');
    expect(api.body(CHANGE)).toEqual({ old_password: 'old-password', new_password: 'new-password-1' });
    expect(screen.queryByRole('form', { name: 'Change Password' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(PASSWORD_STATUS_MS - 1));
    expect(screen.getByText('Password updated!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Password updated!')).not.toBeInTheDocument();
  });

  it("shows the server's reason for a refused change and keeps the form", async () => {
    const { user, api } = await renderProfile(aUser());
    api.on(CHANGE, reply(400, { old_password: ['Current password is incorrect.'] }));
    await changePassword(user, 'wrong-password', 'new-password-1', 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('old_password: Current password is incorrect.');
    expect(screen.getByRole('form', { name: 'Change Password' })).toBeInTheDocument();
  });
});
