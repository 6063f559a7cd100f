import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useEffect, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLocation } from '@tutorium/shared/router';
import { RemoteLoaderProvider, type RemoteLoader } from '@tutorium/shared/federation';
import { i18n } from '@tutorium/shared/i18n';
import { getSession } from '@tutorium/shared/session';
import { createFakeRemoteLoader, deferred, MemoryRouter } from '@tutorium/shared/testing';
import { App } from './app';
import { capturePagePreview } from '../remote/page-preview';
import { RemoteHealthContext, RemoteLoadError, silentHealth, type RemoteHealth } from '../remote/remote-health';

const page = (text: string) => () => <h1>{text}</h1>;
const authRemote = { './routes': () => ({ routes: { '/login': page('Login page'), '/profile': page('Profile page') } }) };
const jobsRemote = { './routes': () => ({ routes: { '/jobs': page('Jobs page'), '/jobs/:id': page('Job detail page') } }) };

/** Where the router is now, as the address bar would show it. */
const current = { pathname: '' };
function LocationProbe() {
  const { pathname } = useLocation();
  useEffect(() => {
    current.pathname = pathname;
  }, [pathname]);
  return null;
}

async function renderShell(path: string, loader: RemoteLoader, health: RemoteHealth = silentHealth) {
  // Rendering suspends on lazy pages, namespaces and remotes: let React settle inside act.
  await act(async () => {
    render(
    <I18nextProvider i18n={i18n}>
      <RemoteLoaderProvider loader={loader}>
        <RemoteHealthContext.Provider value={health}>
          <Suspense fallback={null}>
            <MemoryRouter initialEntries={[path]}>
              <App />
              <LocationProbe />
            </MemoryRouter>
          </Suspense>
        </RemoteHealthContext.Provider>
      </RemoteLoaderProvider>
    </I18nextProvider>,
    );
  });
  return current;
}

/** What the remote areas told the reporter, in order. */
function recordingHealth() {
  const told: Array<{ remote: string; what: string; error?: unknown; componentStack?: string }> = [];
  const health: RemoteHealth = {
    viewed: (remote) => told.push({ remote, what: 'view' }),
    failed: (remote, error, componentStack) => told.push({ remote, what: 'failed', error, componentStack }),
  };
  return { told, health };
}

const student = {
  id: 1, user_id: 1, username: 'sara', email: 'sara@example.com', user_type: 'student' as const, profile_picture: null,
  bio: null, education: null, experience: null, location: null, phone_number: null, phone_verified: false,
  first_name: 'Sara', last_name: 'Khan', is_verified: true,
};

afterEach(() => {
  jest.restoreAllMocks();
  act(() => getSession().logout());
});

test('a remote route renders the page the remote provides for that path', async () => {
  const loader = createFakeRemoteLoader({ jobs: jobsRemote });
  await renderShell('/jobs', loader);
  expect(await screen.findByRole('heading', { name: 'Jobs page' })).toBeInTheDocument();
  expect(loader.loads).toEqual(['jobs/./routes']);
});

test('guarded routes send logged-out visitors to /login', async () => {
  const router = await renderShell('/profile', createFakeRemoteLoader({ auth: authRemote }));
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  expect(router.pathname).toBe('/login');
});

test('guarded routes render for a logged-in user', async () => {
  act(() => getSession().login('token-1', student));
  await renderShell('/jobs/5', createFakeRemoteLoader({ jobs: jobsRemote }));
  expect(await screen.findByRole('heading', { name: 'Job detail page' })).toBeInTheDocument();
});

test('an unreachable remote shows an error with Retry inside the page; header, footer and other routes keep working', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  const loader = createFakeRemoteLoader({ auth: authRemote });
  await renderShell('/jobs', loader);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This part of Tutorium could not be loaded.');
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();

  // The failed load was tried twice (once by itself) before the error showed; Retry tries twice again.
  expect(loader.loads.filter((load) => load.startsWith('jobs'))).toHaveLength(2);
  await act(() => user.click(within(alert).getByRole('button', { name: 'Retry' })));
  expect(loader.resets).toEqual(['jobs', 'jobs', 'jobs']);
  expect(loader.loads.filter((load) => load.startsWith('jobs'))).toHaveLength(4);

  await act(() => user.click(screen.getByRole('link', { name: 'Login' })));
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
});

test('a remote that fails to load once is loaded again by itself, without the error card', async () => {
  const loader = createFakeRemoteLoader({ jobs: jobsRemote });
  const load = loader.load.bind(loader);
  let failures = 1;
  loader.load = async (remote, exposed) => {
    if (failures > 0) {
      failures -= 1;
      throw new Error('Failed to load remote "jobs"');
    }
    return load(remote, exposed);
  };
  await renderShell('/jobs', loader);
  expect(await screen.findByRole('heading', { name: 'Jobs page' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(loader.resets).toEqual(['jobs']);
});

test('a remote page that throws while rendering is contained the same way', async () => {
  const Broken = () => {
    throw new Error('render failure');
  };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderShell('/jobs', createFakeRemoteLoader({ jobs: { './routes': () => ({ routes: { '/jobs': Broken } }) } }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This part of Tutorium could not be loaded.');
  expect(screen.getByRole('banner')).toBeInTheDocument();
});

test('a remote area reports its view, and a remote that stays unreachable as a load failure (not a render error)', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { told, health } = recordingHealth();
  await renderShell('/jobs', createFakeRemoteLoader({ auth: authRemote }), health);
  await screen.findByRole('alert');
  expect(told.filter(({ what }) => what === 'view').map(({ remote }) => remote)).toContain('jobs');
  const failures = told.filter(({ what }) => what === 'failed');
  expect(failures).toHaveLength(1);
  expect(failures[0]!.remote).toBe('jobs');
  expect(failures[0]!.error).toBeInstanceOf(RemoteLoadError);
});

test('a remote page that throws while rendering is reported with its component stack', async () => {
  const Broken = () => {
    throw new Error('render failure');
  };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { told, health } = recordingHealth();
  await renderShell('/jobs', createFakeRemoteLoader({ jobs: { './routes': () => ({ routes: { '/jobs': Broken } }) } }), health);
  await screen.findByRole('alert');
  const [failure, ...more] = told.filter(({ what }) => what === 'failed');
  expect(more).toEqual([]);
  expect(failure!.error).toEqual(new Error('render failure'));
  expect(failure!.error).not.toBeInstanceOf(RemoteLoadError);
  expect(failure!.componentStack).toMatch(/Broken/);
});

test('unknown paths redirect to the home page', async () => {
  const router = await renderShell('/definitely/not/here', createFakeRemoteLoader({}));
  expect(await screen.findByRole('banner')).toBeInTheDocument();
  expect(router.pathname).toBe('/');
});

test("/dashboard says 'Loading dashboard...' until the dashboard's code has arrived", async () => {
  act(() => getSession().login('access-1', student));
  act(() => {
    render(
      <I18nextProvider i18n={i18n}>
        <RemoteLoaderProvider loader={createFakeRemoteLoader({})}>
          <MemoryRouter initialEntries={['/dashboard']}>
            <App />
          </MemoryRouter>
        </RemoteLoaderProvider>
      </I18nextProvider>,
    );
  });
  expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard...');
  expect(await screen.findByRole('heading', { name: 'Student Dashboard' })).toBeInTheDocument();
  expect(screen.queryByText('Loading dashboard...')).not.toBeInTheDocument();
});

/** The frame as the server sends it for `path` with a remote page's preview in its slot, read by the shell's entry. */
function servedPreview(path: string, heading: string, language = 'en') {
  document.documentElement.lang = language;
  document.body.innerHTML = `<div id="page-slot"><div data-page-preview="${path}" inert><h1>${heading}</h1><input aria-label="Search jobs"></div></div>`;
  capturePagePreview(document);
  document.body.innerHTML = '';
  // Then the shell's i18n gives the document its language (English here, from the browser's settings).
  document.documentElement.lang = i18n.resolvedLanguage ?? 'en';
}

describe('a remote page previewed in the frame', () => {
  // The page is opened at its address: the preview is of the page the browser opened.
  const openAt = (path: string, loader: RemoteLoader) => {
    window.history.replaceState(null, '', path);
    return renderShell(path, loader);
  };
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.documentElement.lang = 'en';
    document.body.innerHTML = '';
    capturePagePreview(document);
  });

  test('shows its preview, inert, until the remote has rendered the page, and not again afterwards', async () => {
    servedPreview('/jobs', 'Find Tutoring Jobs');
    const code = deferred<{ routes: Record<string, ComponentType> }>();
    await openAt('/jobs', createFakeRemoteLoader({ jobs: { './routes': () => code.promise } }));
    const preview = screen.getByRole('heading', { name: 'Find Tutoring Jobs', hidden: true });
    expect(preview.parentElement).toHaveAttribute('inert');
    // Inert: nothing in it takes focus or typing before the page is React's.
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();

    await act(async () => code.resolve({ routes: { '/jobs': page('Jobs page') } }));
    expect(await screen.findByRole('heading', { name: 'Jobs page' })).toBeInTheDocument();
    expect(screen.queryByText('Find Tutoring Jobs')).not.toBeInTheDocument();

    // The preview was of the page first opened: a later load of the remote shows its loading state.
    const later = deferred<{ routes: Record<string, ComponentType> }>();
    await openAt('/jobs', createFakeRemoteLoader({ jobs: { './routes': () => later.promise } }));
    expect(screen.queryByText('Find Tutoring Jobs')).not.toBeInTheDocument();
  });

  test('is not shown on another page, nor in another language than the one it was rendered in', async () => {
    servedPreview('/jobs', 'Find Tutoring Jobs');
    const code = deferred<{ routes: Record<string, ComponentType> }>();
    await openAt('/login', createFakeRemoteLoader({ auth: { './routes': () => code.promise } }));
    expect(screen.queryByText('Find Tutoring Jobs')).not.toBeInTheDocument();

    servedPreview('/jobs', 'Trouver des missions de tutorat', 'fr');
    await openAt('/jobs', createFakeRemoteLoader({ jobs: { './routes': () => code.promise } }));
    expect(screen.queryByText('Trouver des missions de tutorat')).not.toBeInTheDocument();
  });
});
