import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RemoteLoaderProvider, type RemoteLoader, type WidgetProps } from '@tutorium/shared/federation';
import { getSession } from '@tutorium/shared/session';
import { createFakeRemoteLoader, renderWithProviders } from '@tutorium/shared/testing';
import DashboardPage from './dashboard-page';
import { TutorDashboard } from './tutor-dashboard';

const gigsRemote = {
  './widgets': () => ({
    widgets: {
      'tutor-summary': () => <p>Summary widget</p>,
      'tutor-gigs': ({ limit }: WidgetProps) => <p>Gigs widget (limit {limit ?? 'none'})</p>,
    },
  }),
};

const jobsRemote = {
  './widgets': () => ({
    widgets: {
      'post-job': () => <button type="button">Post Job</button>,
      'student-jobs': () => <p>Student jobs widget</p>,
      'matched-jobs': ({ limit }: WidgetProps) => <p>Matched jobs widget (limit {limit ?? 'none'})</p>,
      'tutor-jobs': () => <p>Tutor jobs widget</p>,
    },
  }),
};

const tutorsRemote = {
  './widgets': () => ({ widgets: { 'favorite-teachers': ({ limit }: WidgetProps) => <p>Favorites widget (limit {limit ?? 'none'})</p> } }),
};

// The dashboards place remote widgets: render inside act so their loading settles.
const renderDashboard = async (
  ui: ReactElement,
  loader: RemoteLoader = createFakeRemoteLoader({ gigs: gigsRemote, jobs: jobsRemote, tutors: tutorsRemote }),
) => {
  let result: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    result = renderWithProviders(<RemoteLoaderProvider loader={loader}>{ui}</RemoteLoaderProvider>);
  });
  return result as ReturnType<typeof renderWithProviders>;
};

const user = {
  id: 3, user_id: 3, username: 'rahim', email: 'rahim@example.com', profile_picture: null, bio: null, education: null,
  experience: null, location: null, phone_number: null, phone_verified: false, first_name: 'Rahim', last_name: 'Uddin',
  is_verified: false,
};

afterEach(() => act(() => getSession().logout()));

test('a student sees the student dashboard: Post Job, Buy Points, Messages, Find Tutors and Your Job Posts', async () => {
  act(() => getSession().login('t', { ...user, user_type: 'student' }));
  await renderDashboard(<DashboardPage />);
  expect(screen.getByRole('heading', { name: 'Student Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('Welcome back, rahim!')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Find Tutors' })).toHaveAttribute('href', '/tutors');
  const actions = screen.getByRole('navigation', { name: 'Dashboard actions' });
  expect(within(actions).getByRole('button', { name: 'Post Job' })).toBeInTheDocument();
  expect(within(actions).getByRole('link', { name: 'Buy Points' })).toHaveAttribute('href', '/buy-points');
  expect(within(actions).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
  expect(screen.getByText('Student jobs widget')).toBeInTheDocument();
});

test("a student's dashboard shows the tutors remote's Favorite Teachers (the first 6)", async () => {
  act(() => getSession().login('t', { ...user, user_type: 'student' }));
  await renderDashboard(<DashboardPage />);
  expect(screen.getByText('Favorites widget (limit 6)')).toBeInTheDocument();
});

/**
 * A student's dashboard under a browser's IntersectionObserver driven by the test (nothing shows
 * until it says so): Favorite Teachers wait; `bringNear` (given the observer's callbacks) must load them.
 */
async function favoritesLoadOnlyWhen(bringNear: (observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void>) => void) {
  const observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = class {
    constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
      observed.push(callback);
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  try {
    act(() => getSession().login('t', { ...user, user_type: 'student' }));
    const loader = createFakeRemoteLoader({ jobs: jobsRemote, tutors: tutorsRemote });
    await renderDashboard(<DashboardPage />, loader);
    expect(screen.getByText('Student jobs widget')).toBeInTheDocument();
    expect(loader.loads).not.toContain('tutors/./widgets');
    expect(screen.queryByText(/Favorites widget/)).not.toBeInTheDocument();

    await act(async () => bringNear(observed));
    expect(await screen.findByText('Favorites widget (limit 6)')).toBeInTheDocument();
    expect(loader.loads).toContain('tutors/./widgets');
  } finally {
    globalThis.IntersectionObserver = original;
  }
}

test("a student's Favorite Teachers load only once their place shows in the viewport", async () => {
  await favoritesLoadOnlyWhen((observed) => {
    for (const callback of observed) callback([{ isIntersecting: true }]);
  });
});

test("a student's Favorite Teachers below the fold start loading as soon as the page is scrolled", async () => {
  await favoritesLoadOnlyWhen(() => window.dispatchEvent(new Event('scroll')));
});

test('a tutor sees the tutor dashboard: the gigs summary, tabs Overview (3 gigs, 4 matched jobs), My Gigs and Jobs, Buy Points, Messages', async () => {
  act(() => getSession().login('t', { ...user, user_type: 'tutor' }));
  const { user: clicker } = await renderDashboard(<DashboardPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Tutor Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('Summary widget')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
  expect(screen.getByText('Gigs widget (limit 3)')).toBeInTheDocument();
  expect(screen.getByText('Matched jobs widget (limit 4)')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Buy Points' })).toHaveAttribute('href', '/buy-points');
  expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');

  await act(() => clicker.click(screen.getByRole('tab', { name: 'My Gigs' })));
  expect(await screen.findByText('Gigs widget (limit none)')).toBeInTheDocument();
  await act(() => clicker.click(screen.getByRole('tab', { name: 'Jobs' })));
  expect(await screen.findByText('Tutor jobs widget')).toBeInTheDocument();
});

test('a gigs remote that cannot load degrades only its widgets; the dashboard stays', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  act(() => getSession().login('t', { ...user, user_type: 'tutor' }));
  await renderDashboard(<DashboardPage />, createFakeRemoteLoader({}));
  expect(screen.getByRole('heading', { level: 1, name: 'Tutor Dashboard' })).toBeInTheDocument();
  expect(screen.getAllByRole('alert')[0]).toHaveTextContent('This part of Tutorium could not be loaded.');
  expect(within(screen.getAllByRole('alert')[0] as HTMLElement).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'My Gigs' })).toBeInTheDocument();
  jest.restoreAllMocks();
});

test('anyone but a tutor gets Access Denied on the tutor dashboard, with their role and Go to Home', async () => {
  await renderDashboard(<TutorDashboard user={{ username: 'rahim', user_type: 'student' }} />);
  expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('The tutor dashboard is for tutors. You are logged in as: student');
  expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
});

test('no stored user: "User not found. Please log in."', () => {
  renderWithProviders(<DashboardPage />);
  expect(screen.getByRole('alert')).toHaveTextContent('User not found. Please log in.');
});

test('an unreadable stored user: "Invalid user data in local storage."', () => {
  window.localStorage.setItem('token', 't');
  window.localStorage.setItem('user', '{not json');
  act(() => getSession().setToken('t'));
  window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: '{not json' }));
  renderWithProviders(<DashboardPage />);
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid user data in local storage.');
});
