import { queryOptions, useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { apiFetch } from '../api';
import { deferred, fakeApi, renderPage, reply } from '../testing';
import { lazyPageWithData } from '.';

const LIST = 'GET /api/things/';
// Fresh for 30 s, as with the app's defaults (the test kit's client marks everything stale at once).
const thingsQuery = (q: string) =>
  queryOptions({ queryKey: ['things', q], queryFn: () => apiFetch<string[]>('/api/things/', { query: { q } }), staleTime: 30_000 });

function ThingsPage() {
  const q = new URL(window.location.href).searchParams.get('q') ?? '';
  const things = useQuery(thingsQuery(q));
  return things.isPending ? <p>Loading</p> : <p>{things.data?.join(', ')}</p>;
}

afterEach(() => window.history.replaceState(null, '', '/'));

test('a page asks for its data while its code is still on the way, and its first render reads what came back', async () => {
  window.history.replaceState(null, '', '/things?q=red');
  const api = fakeApi({ [LIST]: reply(200, ['apple', 'cherry']) });
  const code = deferred<{ default: ComponentType }>();
  const Page = lazyPageWithData(() => code.promise, (client, url) => client.prefetchQuery(thingsQuery(url.searchParams.get('q') ?? '')));

  renderPage(<Page />, { path: '/things', route: '/things?q=red' });
  // The page's code has not arrived, and the list was asked for already, with the address's query.
  await waitFor(() => expect(api.calls(LIST)).toHaveLength(1));
  expect(api.query(LIST).get('q')).toBe('red');
  code.resolve({ default: ThingsPage });
  expect(await screen.findByText('apple, cherry')).toBeInTheDocument();
  expect(api.calls(LIST)).toHaveLength(1);
});

test('a failed prefetch leaves the page to ask again and show what it gets', async () => {
  window.history.replaceState(null, '', '/things?q=blue');
  const api = fakeApi({ [LIST]: reply(500, { detail: 'down' }) });
  const code = deferred<{ default: ComponentType }>();
  const Page = lazyPageWithData(() => code.promise, (client, url) => client.prefetchQuery(thingsQuery(url.searchParams.get('q') ?? '')));

  renderPage(<Page />, { path: '/things', route: '/things?q=blue' });
  await waitFor(() => expect(api.calls(LIST)).toHaveLength(1));
  api.on(LIST, reply(200, ['sky']));
  code.resolve({ default: ThingsPage });
  expect(await screen.findByText('sky')).toBeInTheDocument();
  expect(api.calls(LIST)).toHaveLength(2);
});
