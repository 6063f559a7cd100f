import { screen, within } from '@testing-library/react';
import { ADMIN_PATHS } from '@tutorium/shared/contracts';
import { fakeApi, renderPage, reply } from '@tutorium/shared/testing';
import { aPage, aUserRow, signIn, signOut } from '../../testing/admin.test-helper';
import UsersPage from './users-page';

const USERS = `GET ${ADMIN_PATHS.users}`;
const show = (route = '/admin/users') => renderPage(<UsersPage />, { path: '/admin/users', route });

beforeEach(() => signIn());
afterEach(signOut);

it('lists users in a table with headers, each linking to their page', async () => {
  const calls = fakeApi({ [USERS]: reply(200, aPage([aUserRow(), aUserRow({ id: 32, username: 'lina', email: 'lina@example.com', user_type: 'student', is_blocked: true })])) });
  show();
  const table = await screen.findByRole('table');
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Username', 'E-mail', 'Account type', 'Status', 'Points', 'Joined']);
  const lina = within(table).getByRole('row', { name: /lina/ });
  expect(within(lina).getByRole('link', { name: 'lina' })).toHaveAttribute('href', '/admin/users/32');
  expect(lina).toHaveTextContent('Blocked');
  expect(calls.query(USERS).get('q')).toBeNull();
  expect(calls.query(USERS).get('page')).toBe('1');
});

it('searches by username or e-mail', async () => {
  const calls = fakeApi({ [USERS]: reply(200, aPage([aUserRow()])) });
  const { user } = show();
  await screen.findByRole('table');
  await user.type(screen.getByRole('searchbox', { name: 'Username or e-mail' }), 'karim@');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('heading', { name: 'Users matching "karim@"' })).toBeInTheDocument();
  expect(calls.query(USERS, 1).get('q')).toBe('karim@');
});

it('says when nobody matches', async () => {
  fakeApi({ [USERS]: reply(200, aPage([])) });
  show('/admin/users?q=nobody');
  expect(await screen.findByRole('heading', { name: 'No users found' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Username or e-mail' })).toHaveValue('nobody');
});

it('pages through the results, keeping the search', async () => {
  const calls = fakeApi({ [USERS]: reply(200, aPage([aUserRow()], { count: 45, next: '/api/admin/users/?page=2' })) });
  const { user } = show('/admin/users?q=a');
  const pager = await screen.findByRole('navigation', { name: 'User pages' });
  expect(pager).toHaveTextContent('Page 1 of 3');
  await user.click(within(pager).getByRole('button', { name: 'Next' }));
  await screen.findByText('Page 2 of 3');
  expect(calls.query(USERS, 1).get('page')).toBe('2');
  expect(calls.query(USERS, 1).get('q')).toBe('a');
});

it('shows a failure with Retry', async () => {
  fakeApi({ [USERS]: reply(500, { detail: 'Server error' }) });
  show();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Could not load the users.');
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
