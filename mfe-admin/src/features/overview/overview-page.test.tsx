import { act, screen, within } from '@testing-library/react';
import { ADMIN_PATHS, AUTH_PATHS, ERROR_CODES } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { aUser, deferred, fakeApi, renderPage, reply } from '@tutorium/shared/testing';
import { aDay, signIn, signOut, someStats } from '../../testing/admin.test-helper';
import OverviewPage from './overview-page';

const STATS = `GET ${ADMIN_PATHS.stats}`;
const ME = `GET ${AUTH_PATHS.me}`;
const show = () => renderPage(<OverviewPage />, { path: '/admin' });

afterEach(signOut);

describe('for an administrator', () => {
  beforeEach(() => signIn());

  it('says it is loading until the figures arrive', async () => {
    const held = deferred<Response>();
    fakeApi({ [STATS]: () => held.promise });
    show();
    expect(screen.getByRole('status', { name: 'Loading overview...' })).toBeInTheDocument();
    held.resolve(reply(200, someStats()));
    expect(await screen.findByRole('heading', { name: 'Users by role' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading overview...' })).not.toBeInTheDocument();
  });

  it('shows users by role, a named chart with its total for each daily figure, and every queue size', async () => {
    const days = [aDay({ signups: 2, revenue_bdt: 1000 }), aDay({ day: '2026-11-02', signups: 5, revenue_bdt: 1500 })];
    fakeApi({ [STATS]: reply(200, someStats({ days })) });
    show();
    expect(await screen.findByRole('heading', { name: 'Users by role' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin overview' })).toBeInTheDocument();
    expect(screen.getByText('Students').nextElementSibling).toHaveTextContent('120');
    expect(screen.getByText('Tutors').nextElementSibling).toHaveTextContent('80');
    expect(screen.getByText('Administrators').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText('Blocked').nextElementSibling).toHaveTextContent('3');

    for (const name of ['Sign-ups per day', 'Jobs posted per day', 'Unlocks per day', 'Points sold per day', 'Revenue per day (BDT)']) {
      expect(screen.getByRole('img', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('7 sign-ups in 30 days')).toBeInTheDocument();
    expect(screen.getByText('4 jobs posted in 30 days')).toBeInTheDocument();
    expect(screen.getByText('2,500 BDT in 30 days')).toBeInTheDocument();

    const queues = screen.getByRole('region', { name: 'Queues' });
    expect(within(queues).getByText('Pending subjects').nextElementSibling).toHaveTextContent('4');
    expect(within(queues).getByText('Pending verifications').nextElementSibling).toHaveTextContent('5');
    expect(within(queues).getByText('Open reports').nextElementSibling).toHaveTextContent('6');
    expect(within(queues).getByRole('link', { name: 'Open the queues' })).toHaveAttribute('href', '/admin/queues');
  });

  it('shows the console sections, the current one marked', async () => {
    fakeApi({ [STATS]: reply(200, someStats()) });
    show();
    const nav = await screen.findByRole('navigation', { name: 'Admin console' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Queues' })).toHaveAttribute('href', '/admin/queues');
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/admin/audit');
  });

  it('shows a failure with Retry, which asks again', async () => {
    const api = fakeApi({ [STATS]: reply(500, { detail: 'Database unavailable' }) });
    const { user } = show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the overview.');
    expect(alert).toHaveTextContent('Database unavailable');
    api.on(STATS, reply(200, someStats()));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Users by role' })).toBeInTheDocument();
    expect(api.calls(STATS)).toHaveLength(2);
  });

  it('with a login older than 12 hours asks to log in again, and the button ends the session and opens the login page', async () => {
    fakeApi({ [STATS]: reply(403, { detail: 'Please log in again.', code: ERROR_CODES.loginTooOld }) });
    const { user } = show();
    expect(await screen.findByRole('heading', { name: 'Please log in again' })).toBeInTheDocument();
    expect(screen.getByText('Administrator actions need a login from the last 12 hours.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in again' }));
    expect(getSession().token).toBeNull();
    expect(screen.getByText('Now at /login')).toBeInTheDocument();
  });

  it('shows Access Denied when the server refuses the account', async () => {
    fakeApi({ [STATS]: reply(403, { detail: 'You do not have permission to perform this action.', code: ERROR_CODES.permissionDenied }) });
    show();
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });
});

it('a member gets Access Denied with their role and a way home, and no admin call is made', async () => {
  signIn('member', 'tutor');
  const api = fakeApi({ [STATS]: reply(200, someStats()), [ME]: reply(200, aUser({ id: 1, user_id: 1, role: 'member' })) });
  show();
  expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('The admin console is for administrators. You are logged in as: member');
  expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  expect(api.calls(STATS)).toHaveLength(0);
});

it('an administrator stored before roles existed is recognised by the server and gets the console', async () => {
  act(() => getSession().login('access-1', aUser({ id: 1, user_id: 1, username: 'root' })));
  fakeApi({ [STATS]: reply(200, someStats()), [ME]: reply(200, aUser({ id: 1, user_id: 1, username: 'root', role: 'admin' })) });
  show();
  expect(screen.getByRole('status', { name: 'Checking your access...' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Users by role' })).toBeInTheDocument();
  expect(getSession().user?.role).toBe('admin');
});
