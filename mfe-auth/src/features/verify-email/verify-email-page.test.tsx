import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { AUTH_PATHS } from '@tutorium/shared/contracts';
import { deferred } from '@tutorium/shared/testing';
import { fakeApi, renderPage, reply } from '../../common/auth-test-kit.test-helper';
import VerifyEmailPage from './verify-email-page';

const VERIFY = `POST ${AUTH_PATHS.verifyEmail}`;

function renderVerify() {
  return renderPage(<StrictMode><VerifyEmailPage /></StrictMode>, { path: '/verify-email/:uid/:token', route: '/verify-email/NDI/tok-9' });
}

describe('VerifyEmailPage', () => {
  it('shows a loading state, then the success, sending the link once', async () => {
    const held = deferred<Response>();
    const api = fakeApi({ [VERIFY]: () => held.promise });
    renderVerify();
    expect(await screen.findByRole('status')).toHaveTextContent('Verifying your email...');

    held.resolve(reply(200, { success: true, detail: 'Email verified successfully.' }));
    expect(await screen.findByText('Email verified successfully.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to login' })).toHaveAttribute('href', '/login');
    expect(api.calls(VERIFY)).toHaveLength(1);
    expect(api.body(VERIFY)).toEqual({ uid: 'NDI', token: 'tok-9' });
  });

  it("shows the server's detail on success", async () => {
    fakeApi({ [VERIFY]: reply(200, { success: true, detail: 'Your email is now verified.' }) });
    renderVerify();
    expect(await screen.findByText('Your email is now verified.')).toBeInTheDocument();
  });

  it("shows the server's reason for a refused link", async () => {
    fakeApi({ [VERIFY]: reply(400, { error: 'This link was already used.' }) });
    renderVerify();
    expect(await screen.findByRole('alert')).toHaveTextContent('This link was already used.');
  });

  it('falls back to "invalid or expired" without a reason', async () => {
    fakeApi({ [VERIFY]: reply(500, null) });
    renderVerify();
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification link is invalid or expired.');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });
});
