import { act, screen, within } from '@testing-library/react';
import { ADMIN_PATHS } from '@tutorium/shared/contracts';
import { changeLanguage } from '@tutorium/shared/i18n';
import { fakeApi, renderPage, reply } from '@tutorium/shared/testing';
import { aUserDetail, signIn, signOut } from '../../testing/admin.test-helper';
import UserDetailPage from './user-detail-page';
import '../../register-namespace';

const USER = `GET ${ADMIN_PATHS.user(31)}`;
const show = () => renderPage(<UserDetailPage />, { path: '/admin/users/:id', route: '/admin/users/31', toasts: true });

beforeEach(() => signIn());
afterEach(signOut);

it('shows the profile and every section of the account on one page', async () => {
  fakeApi({ [USER]: reply(200, aUserDetail()) });
  show();
  const profile = await screen.findByRole('region', { name: 'karim' });
  expect(profile).toHaveTextContent('karim@example.com');
  expect(profile).toHaveTextContent('Karim Uddin');
  expect(profile).toHaveTextContent('01711000000');
  for (const name of ['Points history', 'Payments', 'Unlocks', 'Jobs', 'Gigs', 'Reports', 'Verification']) {
    expect(screen.getByRole('region', { name })).toBeInTheDocument();
  }
  const points = screen.getByRole('table', { name: 'Points history' });
  expect(within(points).getByRole('row', { name: /-10/ })).toHaveTextContent('Job unlocked');
  expect(within(screen.getByRole('table', { name: 'Payments' })).getByRole('row', { name: /TRX-1/ })).toHaveTextContent(/Points.*500.*Paid/);
  expect(screen.getByRole('table', { name: 'Unlocks' })).toHaveTextContent('Job "Physics tutor in Mirpur"');
  expect(screen.getByRole('region', { name: 'Jobs' })).toHaveTextContent('Nothing yet.');
  expect(within(screen.getByRole('table', { name: 'Gigs' })).getByRole('row', { name: /Physics for HSC/ })).toHaveTextContent('Active');
  expect(screen.getByRole('table', { name: 'Reports by and about this user' })).toHaveTextContent('Fake');
  expect(screen.getByRole('region', { name: 'Verification' })).toHaveTextContent('BSc Physics, BUET');
  expect(screen.getByRole('region', { name: 'Verification' })).toHaveTextContent('Pending');
  expect(screen.getByRole('table', { name: 'Reports by and about this user' })).toHaveTextContent('Open');
  expect(profile).toHaveTextContent('Tutor');
});

it("shows the account's states and ledger reasons in the page's language, and a reason it does not know as recorded", async () => {
  fakeApi({ [USER]: reply(200, aUserDetail({
    points_history: [
      { id: 2, created_at: '2026-11-02T10:00:00Z', delta: 5, reason: 'refund', reference: 'job:51', note: 'Fake number', balance: 30 },
      { id: 1, created_at: '2026-11-01T10:00:00Z', delta: -1, reason: 'bonus-2027', reference: null, note: null, balance: 25 },
    ],
    payments: [{ tran_id: 'TRX-2', kind: 'premium', amount: 1000, status: 'FAILED', created_at: '2026-10-30T10:00:00Z' }],
    jobs: [{ id: 71, title: 'Chemistry in Uttara', status: 'removed', created_at: '2026-10-01T10:00:00Z' }],
    gigs: [{ id: 61, title: 'Physics for HSC', status: 'pending', created_at: '2026-09-01T10:00:00Z' }],
  })) });
  await act(() => changeLanguage('fr'));
  try {
    show();
    const points = await screen.findByRole('table', { name: 'Historique des points' });
    expect(within(points).getByRole('row', { name: /\+5/ })).toHaveTextContent('Points remboursés: Fake number');
    expect(within(points).getByRole('row', { name: /-1/ })).toHaveTextContent('bonus-2027');
    expect(within(screen.getByRole('table', { name: 'Paiements' })).getByRole('row', { name: /TRX-2/ })).toHaveTextContent(/Premium.*Échoué/);
    expect(within(screen.getByRole('table', { name: 'Annonces' })).getByRole('row', { name: /Chemistry in Uttara/ })).toHaveTextContent('Retirée');
    expect(within(screen.getByRole('table', { name: 'Offres' })).getByRole('row', { name: /Physics for HSC/ })).toHaveTextContent('En attente');
  } finally {
    await act(() => changeLanguage('en'));
  }
});

it('Block asks for a reason, sends it and shows the account blocked; Unblock then offered', async () => {
  const calls = fakeApi({
    [USER]: reply(200, aUserDetail()),
    [`POST ${ADMIN_PATHS.blockUser(31)}`]: reply(200, { id: 31, username: 'karim', user_type: 'tutor', role: 'member', is_blocked: true }),
  });
  const { user } = show();
  const profile = await screen.findByRole('region', { name: 'karim' });
  await user.click(within(profile).getByRole('button', { name: 'Block' }));
  const dialog = await screen.findByRole('dialog', { name: 'Block karim' });
  await user.click(within(dialog).getByRole('button', { name: 'Block' }));
  expect(within(dialog).getByLabelText(/^Reason/)).toHaveAccessibleDescription(expect.stringContaining('This field may not be blank.'));
  expect(calls.calls(`POST ${ADMIN_PATHS.blockUser(31)}`)).toHaveLength(0);
  calls.on(USER, reply(200, aUserDetail({}, { is_blocked: true })));
  await user.type(within(dialog).getByLabelText(/^Reason/), 'Asked students to pay outside the site');
  await user.click(within(dialog).getByRole('button', { name: 'Block' }));
  expect(await screen.findByText('karim is blocked.')).toBeInTheDocument();
  expect(calls.body(`POST ${ADMIN_PATHS.blockUser(31)}`)).toEqual({ reason: 'Asked students to pay outside the site' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(within(profile).getByText('Blocked')).toBeInTheDocument();
  expect(within(profile).getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
});

it('Unblock sends its reason', async () => {
  const calls = fakeApi({
    [USER]: reply(200, aUserDetail({}, { is_blocked: true })),
    [`POST ${ADMIN_PATHS.unblockUser(31)}`]: reply(200, { id: 31, username: 'karim', user_type: 'tutor', role: 'member', is_blocked: false }),
  });
  const { user } = show();
  const profile = await screen.findByRole('region', { name: 'karim' });
  await user.click(within(profile).getByRole('button', { name: 'Unblock' }));
  const dialog = await screen.findByRole('dialog', { name: 'Unblock karim' });
  await user.type(within(dialog).getByLabelText(/^Reason/), 'Appeal accepted');
  calls.on(USER, reply(200, aUserDetail()));
  await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));
  expect(await screen.findByText('karim is unblocked.')).toBeInTheDocument();
  expect(calls.body(`POST ${ADMIN_PATHS.unblockUser(31)}`)).toEqual({ reason: 'Appeal accepted' });
  expect(within(profile).getByRole('button', { name: 'Block' })).toBeInTheDocument();
});

it('a tutor can be verified and unverified with a reason', async () => {
  const calls = fakeApi({
    [USER]: reply(200, aUserDetail()),
    [`POST ${ADMIN_PATHS.verifyUser(31)}`]: reply(200, {}),
    [`POST ${ADMIN_PATHS.unverifyUser(31)}`]: reply(200, {}),
  });
  const { user } = show();
  const profile = await screen.findByRole('region', { name: 'karim' });
  await user.click(within(profile).getByRole('button', { name: 'Verify' }));
  let dialog = await screen.findByRole('dialog', { name: 'Verify karim' });
  await user.type(within(dialog).getByLabelText(/^Reason/), 'Checked the certificate by phone');
  calls.on(USER, reply(200, aUserDetail({}, { is_verified: true })));
  await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('karim is verified.')).toBeInTheDocument();
  expect(calls.body(`POST ${ADMIN_PATHS.verifyUser(31)}`)).toEqual({ reason: 'Checked the certificate by phone' });
  expect(within(profile).getByText('Verified')).toBeInTheDocument();

  await user.click(within(profile).getByRole('button', { name: 'Unverify' }));
  dialog = await screen.findByRole('dialog', { name: 'Unverify karim' });
  await user.type(within(dialog).getByLabelText(/^Reason/), 'The certificate was forged');
  await user.click(within(dialog).getByRole('button', { name: 'Unverify' }));
  expect(await screen.findByText('karim is no longer verified.')).toBeInTheDocument();
  expect(calls.body(`POST ${ADMIN_PATHS.unverifyUser(31)}`)).toEqual({ reason: 'The certificate was forged' });
});

it('a student is never offered verification', async () => {
  fakeApi({ [USER]: reply(200, aUserDetail({}, { user_type: 'student' })) });
  show();
  const profile = await screen.findByRole('region', { name: 'karim' });
  expect(within(profile).getByRole('button', { name: 'Block' })).toBeInTheDocument();
  expect(within(profile).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
});

it('a refused action says why in the dialog', async () => {
  fakeApi({
    [USER]: reply(200, aUserDetail()),
    [`POST ${ADMIN_PATHS.blockUser(31)}`]: reply(409, { detail: 'Administrators cannot be blocked.' }),
  });
  const { user } = show();
  const profile = await screen.findByRole('region', { name: 'karim' });
  await user.click(within(profile).getByRole('button', { name: 'Block' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/^Reason/), 'Spam');
  await user.click(within(dialog).getByRole('button', { name: 'Block' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Administrators cannot be blocked.');
});

it('an unknown user shows the error with Retry', async () => {
  fakeApi({ [USER]: reply(404, { detail: 'Not found.' }) });
  show();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Could not load this user.');
  expect(alert).toHaveTextContent('Not found.');
});
