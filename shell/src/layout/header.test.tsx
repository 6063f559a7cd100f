import { act, screen } from '@testing-library/react';
import { Route, Routes } from '@tutorium/shared/router';
import { RemoteLoaderProvider } from '@tutorium/shared/federation';
import { getSession } from '@tutorium/shared/session';
import { createFakeRemoteLoader, fakeApi, renderWithProviders, reply } from '@tutorium/shared/testing';
import { Header } from './header';

const baseUser = {
  id: 7, user_id: 7, username: 'nadia', email: 'nadia@example.com', profile_picture: null, bio: null, education: null,
  experience: null, location: null, phone_number: null, phone_verified: false, first_name: 'Nadia', last_name: 'Islam',
  is_verified: false,
};

// The chat remote's widgets, as stand-ins: the header never needs them until its bell is opened.
const chatWidgets = () => ({ widgets: { 'notification-panel': () => <p>Latest notifications</p> } });

function renderHeader(route = '/dashboard', loader = createFakeRemoteLoader({ chat: { './widgets': chatWidgets } })) {
  return renderWithProviders(
    <RemoteLoaderProvider loader={loader}>
      <Header />
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
    </RemoteLoaderProvider>,
    { route },
  );
}

// Signed-in headers show the points balance.
beforeEach(() => fakeApi({ 'GET /api/points/': reply(200, { id: 7, balance: 12 }) }));
afterEach(() => act(() => getSession().logout()));

test('logged-out visitors see both menus and Login / Sign Up', () => {
  renderHeader();
  expect(screen.getByRole('button', { name: /Find Tutors/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Find Jobs/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
});

test('students see Find Tutors with its links (the map search too), Dashboard and their avatar, not Find Jobs', async () => {
  act(() => getSession().login('t', { ...baseUser, user_type: 'student' }));
  const { user } = renderHeader();
  expect(screen.queryByRole('button', { name: /Find Jobs/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await user.click(screen.getByRole('button', { name: /Find Tutors/ }));
  expect(screen.getByRole('link', { name: 'All Tutors' })).toHaveAttribute('href', '/tutors');
  expect(screen.getByRole('link', { name: 'Online Tutors' })).toHaveAttribute('href', '/tutors?type=online');
  expect(screen.getByRole('link', { name: 'Home Tutors' })).toHaveAttribute('href', '/tutors?type=home');
  expect(screen.getByRole('link', { name: 'Map Search' })).toHaveAttribute('href', '/map-search');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('link', { name: 'All Tutors' })).not.toBeInTheDocument();
});

test('logged-in users see their points balance, linking to Buy Points; visitors do not', async () => {
  const { unmount } = renderHeader();
  expect(screen.queryByTestId('points-balance')).not.toBeInTheDocument();
  unmount();
  act(() => getSession().login('t', { ...baseUser, user_type: 'student' }));
  renderHeader();
  expect(await screen.findByRole('link', { name: '12 Points' })).toHaveAttribute('href', '/buy-points');
});

test('tutors see Find Jobs (online, assignment, the job map), not Find Tutors', async () => {
  act(() => getSession().login('t', { ...baseUser, user_type: 'tutor' }));
  const { user } = renderHeader();
  expect(screen.queryByRole('button', { name: /Find Tutors/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Find Jobs/ }));
  expect(screen.getByRole('link', { name: 'Online Teaching' })).toHaveAttribute('href', '/jobs?type=online');
  expect(screen.getByRole('link', { name: 'Assignment Jobs' })).toHaveAttribute('href', '/jobs?type=assignment');
  expect(screen.getByRole('link', { name: 'Job Map' })).toHaveAttribute('href', '/job-map');
});

test('students get Post Job, which opens the job form on their dashboard; tutors and visitors do not', () => {
  const { unmount } = renderHeader();
  expect(screen.queryByRole('link', { name: 'Post Job' })).not.toBeInTheDocument();
  unmount();
  act(() => getSession().login('t', { ...baseUser, user_type: 'tutor' }));
  const tutor = renderHeader();
  expect(screen.queryByRole('link', { name: 'Post Job' })).not.toBeInTheDocument();
  tutor.unmount();
  act(() => getSession().login('t', { ...baseUser, user_type: 'student' }));
  renderHeader();
  expect(screen.getByRole('link', { name: 'Post Job' })).toHaveAttribute('href', '/dashboard?post=job');
});

test('logged-in users get the notifications bell with their unread count, and no remote loads for it', async () => {
  fakeApi({ 'GET /api/points/': reply(200, { id: 7, balance: 12 }), 'GET /api/notifications/unread/': reply(200, { count: 4, next: null, previous: null, results: [] }) });
  act(() => getSession().login('t', { ...baseUser, user_type: 'student' }));
  const loader = createFakeRemoteLoader({ chat: { './widgets': chatWidgets } });
  renderHeader('/dashboard', loader);
  expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
  expect(loader.loads).toEqual([]);
});

test('logged-out visitors get no bell, and no remote is loaded for the header', async () => {
  const loader = createFakeRemoteLoader({ chat: { './widgets': chatWidgets } });
  renderHeader('/', loader);
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
  expect(loader.loads).toEqual([]);
});

test('Logout from the avatar menu revokes the server session, clears the stored token and user and goes home', async () => {
  const fetchMock = jest.fn().mockResolvedValue(new Response(null, { status: 204 }));
  global.fetch = fetchMock;
  act(() => getSession().login('t', { ...baseUser, user_type: 'student' }));
  const { user } = renderHeader('/dashboard');
  expect(window.localStorage.getItem('token')).toBe('t');
  await user.click(screen.getByRole('button', { name: /Account menu for nadia/ }));
  await user.click(screen.getByRole('button', { name: 'Logout' }));
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect(window.localStorage.getItem('token')).toBeNull();
  expect(window.localStorage.getItem('user')).toBeNull();
  expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout/', expect.objectContaining({ method: 'POST', credentials: 'include' }));
});

test('Logout still ends the local session when the server cannot be reached', async () => {
  global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
  act(() => getSession().login('t', { ...baseUser, user_type: 'tutor' }));
  const { user } = renderHeader('/dashboard');
  await user.click(screen.getByRole('button', { name: /Account menu for nadia/ }));
  await user.click(screen.getByRole('button', { name: 'Logout' }));
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect(window.localStorage.getItem('token')).toBeNull();
});

test('administrators get Admin, which opens the admin console and preloads its remote; members do not', () => {
  act(() => getSession().login('t', { ...baseUser, user_type: 'tutor', role: 'member' }));
  const member = renderHeader();
  expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  member.unmount();
  act(() => getSession().login('t', { ...baseUser, user_type: 'student', role: 'admin' }));
  const loader = createFakeRemoteLoader({ chat: { './widgets': chatWidgets } });
  const preload = jest.spyOn(loader, 'preload');
  renderHeader('/dashboard', loader);
  const admin = screen.getByRole('link', { name: 'Admin' });
  expect(admin).toHaveAttribute('href', '/admin');
  act(() => admin.focus());
  expect(preload).toHaveBeenCalledWith('admin');
});
