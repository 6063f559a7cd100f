import { screen, waitFor } from '@testing-library/react';
import { MAIL_ALERT_PATHS } from '@tutorium/shared/contracts';
import { deferred } from '@tutorium/shared/testing';
import { fakeApi, renderPage, reply } from '../../common/auth-test-kit.test-helper';
import { NotificationSettingsSection } from './notification-settings';

const GET = `GET ${MAIL_ALERT_PATHS.settings}`;
const PATCH = `PATCH ${MAIL_ALERT_PATHS.settings}`;
const ALL_ON = { messages: true, unlocks: true, job_digest: true };

const renderSection = (tutor: boolean) => renderPage(<NotificationSettingsSection tutor={tutor} />, { path: '/profile' });

describe('NotificationSettingsSection', () => {
  it('shows a tutor the three switches as saved', async () => {
    fakeApi({ [GET]: reply(200, { ...ALL_ON, unlocks: false }) });
    renderSection(true);
    expect(await screen.findByRole('switch', { name: 'New messages' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'A student unlocks your contact' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Daily digest of new jobs for your gigs' })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Notification settings' })).toBeInTheDocument();
  });

  it('shows a student no job digest', async () => {
    fakeApi({ [GET]: reply(200, ALL_ON) });
    renderSection(false);
    expect(await screen.findByRole('switch', { name: 'A tutor unlocks your job' })).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(2);
  });

  it('saves a switch as it is flipped, showing the new position at once', async () => {
    const held = deferred<Response>();
    const api = fakeApi({ [GET]: reply(200, ALL_ON), [PATCH]: () => held.promise });
    const { user } = renderSection(true);
    const digest = await screen.findByRole('switch', { name: 'Daily digest of new jobs for your gigs' });

    await user.click(digest);
    expect(digest).not.toBeChecked();
    expect(digest).toBeDisabled();
    expect(api.body(PATCH)).toEqual({ job_digest: false });

    held.resolve(reply(200, { ...ALL_ON, job_digest: false }));
    await waitFor(() => expect(digest).toBeEnabled());
    expect(digest).not.toBeChecked();
    expect(api.calls(GET)).toHaveLength(1);
  });

  it('puts a switch back and says so when saving fails', async () => {
    fakeApi({ [GET]: reply(200, ALL_ON), [PATCH]: reply(500, null) });
    const { user } = renderSection(true);
    const messages = await screen.findByRole('switch', { name: 'New messages' });

    await user.click(messages);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save notification settings.');
    expect(messages).toBeChecked();
  });

  it('says when the settings cannot be loaded', async () => {
    fakeApi({ [GET]: reply(500, null) });
    renderSection(true);
    expect(await screen.findByText('Failed to load notification settings.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
