import { act, fireEvent } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { changeLanguage, registerNamespace } from '@tutorium/shared/i18n';
import { getSession } from '@tutorium/shared/session';
import { aUser, createFakeRemoteLoader, MemoryRouter } from '@tutorium/shared/testing';
import { App } from './app';
import { hydratePageWhen, preloadPage } from './routes';
import { ShellProviders } from './shell-providers';

// The home search's widget comes from the tutors remote once someone means to search.
const remotes = {
  tutors: { './widgets': () => ({ widgets: { 'home-search': () => <form role="search" aria-label="Find a tutor" /> } }) },
};

// What the build prerenders and the browser hydrates, with React's development checks on.
const shell = (loader = createFakeRemoteLoader(remotes)) => (
  <ShellProviders loader={loader}>
    <MemoryRouter initialEntries={['/']}>
      <App />
    </MemoryRouter>
  </ShellProviders>
);

beforeAll(() => registerNamespace('shell', (language) => import(`../locales/${language}.json`)));
afterEach(async () => {
  jest.restoreAllMocks();
  act(() => getSession().logout());
  await changeLanguage('en');
});

test.each(['en', 'ar'] as const)('the %s home page hydrates without a single warning, even for a signed-in visitor', async (language) => {
  await changeLanguage(language);
  const container = document.createElement('div');
  // The home page is a chunk of its own, which the entry loads before hydrating (the build's
  // prerender waits for it): both renders have the whole page.
  await preloadPage('/');
  container.innerHTML = renderToString(shell());
  document.body.append(container);
  getSession().login('access-1', aUser({ username: 'karim', user_type: 'student' }));
  const errors = jest.spyOn(console, 'error');
  const recoverable: unknown[] = [];

  await act(async () => {
    hydrateRoot(container, shell(), { onRecoverableError: (error) => recoverable.push(error) });
  });

  expect(recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  // Right after hydration the header is the signed-in visitor's, above the home page.
  expect(container.querySelector('header a[href="/dashboard"]')).not.toBeNull();
  expect(container.querySelector('form[role="search"]')).not.toBeNull();
  container.remove();
});

test("a prerendered page being hydrated stays the build's HTML until the first interaction, header live at once; then it hydrates without a warning", async () => {
  const container = document.createElement('div');
  await preloadPage('/');
  container.innerHTML = renderToString(shell());
  document.body.append(container);
  const built = container.querySelector('main')?.innerHTML;
  // In the build's HTML the header's menus and language picker say they do not work yet.
  const jsOnly = () => [...container.querySelectorAll('header button, header select')];
  expect(jsOnly()).toHaveLength(3);
  for (const control of jsOnly()) expect(control).toHaveAttribute('aria-disabled', 'true');
  let interact: () => void = () => undefined;
  hydratePageWhen('/', new Promise<void>((resolve) => {
    interact = resolve;
  }));
  const loader = createFakeRemoteLoader(remotes);
  const errors = jest.spyOn(console, 'error');
  const recoverable: unknown[] = [];

  const root = await act(async () => hydrateRoot(container, shell(loader), { onRecoverableError: (error) => recoverable.push(error) }));
  expect(container.querySelector('header[data-interactive]')).not.toBeNull();
  for (const control of jsOnly()) expect(control).not.toHaveAttribute('aria-disabled');
  expect(container.querySelector('main')?.innerHTML).toBe(built);
  // Not React's yet: a pointer over the search asks for nothing.
  const search = () => container.querySelector('form[role="search"]') as HTMLFormElement;
  fireEvent.pointerEnter(search());
  expect(loader.loads).toEqual([]);

  await act(async () => {
    interact();
  });
  fireEvent.pointerEnter(search());
  expect(loader.loads).toEqual(['tutors/./widgets']);
  expect(recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  act(() => root.unmount());
  container.remove();
});
