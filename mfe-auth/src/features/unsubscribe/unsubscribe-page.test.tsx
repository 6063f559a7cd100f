import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MAIL_ALERT_PATHS } from '@tutorium/shared/contracts';
import { deferred } from '@tutorium/shared/testing';
import { fakeApi, renderPage, reply } from '../../common/auth-test-kit.test-helper';
import UnsubscribePage from './unsubscribe-page';

const UNSUBSCRIBE = `POST ${MAIL_ALERT_PATHS.unsubscribe}`;

const renderUnsubscribe = (route: string) => renderPage(<StrictMode><UnsubscribePage /></StrictMode>, { path: '/unsubscribe', route });

describe('UnsubscribePage', () => {
  it('sends nothing when the page opens (a scanner opening the link), then posts the token once on Unsubscribe and confirms what will no longer be sent', async () => {
    const held = deferred<Response>();
    const api = fakeApi({ [UNSUBSCRIBE]: () => held.promise });
    const { user } = renderUnsubscribe('/unsubscribe?token=12.messages.sig');
    await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(api.calls(UNSUBSCRIBE)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Unsubscribing...');

    held.resolve(reply(200, { kind: 'messages' }));
    expect(await screen.findByText('You will no longer receive e-mails about new messages.')).toBeInTheDocument();
    expect(api.calls(UNSUBSCRIBE)).toHaveLength(1);
    expect(api.body(UNSUBSCRIBE)).toEqual({ token: '12.messages.sig' });
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/profile');
  });

  it.each([
    ['unlocks', 'You will no longer receive e-mails about unlocks.'],
    ['job-digest', 'You will no longer receive the daily digest of new jobs.'],
  ])('names the %s mail it turned off', async (kind, text) => {
    fakeApi({ [UNSUBSCRIBE]: reply(200, { kind }) });
    const { user } = renderUnsubscribe(`/unsubscribe?token=12.${kind}.sig`);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says a refused link is not valid', async () => {
    fakeApi({ [UNSUBSCRIBE]: reply(400, { detail: 'This unsubscribe link is not valid.', code: 'invalid' }) });
    const { user } = renderUnsubscribe('/unsubscribe?token=forged');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });

  it('sends nothing without a token', async () => {
    const api = fakeApi();
    renderUnsubscribe('/unsubscribe');
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(api.calls(UNSUBSCRIBE)).toHaveLength(0);
  });
});
