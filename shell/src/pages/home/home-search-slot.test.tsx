import { act, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { RemoteLoaderProvider, type WidgetProps } from '@tutorium/shared/federation';
import { i18n } from '@tutorium/shared/i18n';
import { createFakeRemoteLoader, MemoryRouter, renderWithProviders } from '@tutorium/shared/testing';
import { HomeSearchSlot } from './home-search-slot';

/** The tutors remote's widget, showing what it was handed over. */
function FakeHomeSearch({ initial, focus, submitted }: WidgetProps) {
  return <p>widget: {JSON.stringify({ initial, focus, submitted })}</p>;
}

async function renderSlot() {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  const loader = createFakeRemoteLoader({
    tutors: { './widgets': async () => { await arrived; return { widgets: { 'home-search': FakeHomeSearch } }; } },
  });
  const view = renderWithProviders(
    <RemoteLoaderProvider loader={loader}>
      <HomeSearchSlot />
    </RemoteLoaderProvider>,
  );
  // Shown once the shell's translations are in.
  await screen.findByRole('search', { name: 'Find a tutor' });
  // The module arrives inside act, so React shows what it renders before the test looks.
  const arrive = () =>
    act(async () => {
      release();
      await arrived;
    });
  return { ...view, loader, release: arrive };
}

/** Typing that starts a remote load: in an awaited act, so React retries once the module arrives. */
async function typeInto(user: Awaited<ReturnType<typeof renderSlot>>['user'], name: string, text: string) {
  await act(() => user.type(screen.getByRole('textbox', { name }), text));
}

test('is a plain GET form of /tutors with subject and location, and loads no remote by itself', async () => {
  const { loader } = await renderSlot();
  const form = screen.getByRole('search', { name: 'Find a tutor' });
  expect(form).toHaveAttribute('action', '/tutors');
  expect(form).toHaveAttribute('method', 'get');
  expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAttribute('name', 'subject');
  expect(screen.getByRole('textbox', { name: 'Location' })).toHaveAttribute('name', 'location');
  expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  expect(loader.loads).toEqual([]);
});

test('loads the widget on focus, keeps the form while it loads, and hands over what was typed and where the focus was', async () => {
  const { user, loader, release } = await renderSlot();
  await typeInto(user, 'Subject', 'Physics');
  expect(loader.loads).toEqual(['tutors/./widgets']);
  expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Physics');
  await release();
  expect(await screen.findByText('widget: {"initial":{"subject":"Physics","location":""},"focus":"subject","submitted":false}')).toBeInTheDocument();
});

test('a pointer over the form is intent enough', async () => {
  const { loader } = await renderSlot();
  await act(async () => {
    fireEvent.pointerEnter(screen.getByRole('search', { name: 'Find a tutor' }));
  });
  expect(loader.loads).toEqual(['tutors/./widgets']);
});

test('a search asked for while the widget loads stays on the page and is handed over', async () => {
  const { user, release } = await renderSlot();
  await typeInto(user, 'Location', 'Dhaka');
  let submitted = true;
  await act(async () => {
    submitted = fireEvent.submit(screen.getByRole('search', { name: 'Find a tutor' }));
  });
  // The submit was taken over (no navigation to /tutors): the search happens in place.
  expect(submitted).toBe(false);
  await release();
  expect(await screen.findByText('widget: {"initial":{"subject":"","location":"Dhaka"},"focus":"location","submitted":true}')).toBeInTheDocument();
});

test("text typed and the focus given before the page's code arrived (the prerendered form) are handed over as they are", async () => {
  await i18n.loadNamespaces('shell');
  const loader = createFakeRemoteLoader({ tutors: { './widgets': () => ({ widgets: { 'home-search': FakeHomeSearch } }) } });
  const slot = (
    <RemoteLoaderProvider loader={loader}>
      <HomeSearchSlot />
    </RemoteLoaderProvider>
  );
  // The build's HTML of the form, as renderWithProviders will render it.
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/']}>
        <Suspense fallback={<p>Loading…</p>}>{slot}</Suspense>
      </MemoryRouter>
    </I18nextProvider>,
  );
  document.body.append(container);
  const location = screen.getByRole('textbox', { name: 'Location' });
  (location as HTMLInputElement).value = 'Dhaka';
  location.focus();
  expect(loader.loads).toEqual([]);

  await act(async () => {
    renderWithProviders(slot, { container, hydrate: true });
  });

  expect(await screen.findByText('widget: {"initial":{"subject":"","location":"Dhaka"},"focus":"location","submitted":false}')).toBeInTheDocument();
  container.remove();
});
