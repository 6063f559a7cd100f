import { act, render, screen } from '@testing-library/react';
import { createQueryClient } from '../query';
import { adoptPageQueryClient, pageQueryClient } from './page-client';
import { setPageQueryData, usePageQuery } from './page-query';

const KEY = ['points-balance', 7] as const;

function Count({ fetch }: { fetch: () => Promise<number> }) {
  const state = usePageQuery(KEY, fetch);
  return <p>{state.status === 'success' ? `count ${state.data}` : state.status}</p>;
}

test('without a query client on the page, the state is fetched once and held here; set by hand it shows at once', async () => {
  const fetch = jest.fn().mockResolvedValue(3);
  render(<><Count fetch={fetch} /><Count fetch={fetch} /></>);
  expect(await screen.findAllByText('count 3')).toHaveLength(2);
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(pageQueryClient()).toBeUndefined();
  act(() => setPageQueryData<number>(KEY, (count) => (count ?? 0) + 1));
  expect(screen.getAllByText('count 4')).toHaveLength(2);
});

test('once a remote brings the page its query client, the client holds what was fetched, and what it is told shows here', async () => {
  const fetch = jest.fn().mockResolvedValueOnce(3).mockResolvedValueOnce(9);
  render(<Count fetch={fetch} />);
  expect(await screen.findByText('count 3')).toBeInTheDocument();

  const client = createQueryClient();
  act(() => void adoptPageQueryClient(client));
  expect(client.getQueryData(KEY)).toBe(3); // no second request for what the page already had
  act(() => client.setQueryData(KEY, 5));
  expect(screen.getByText('count 5')).toBeInTheDocument();

  // A spend in a remote invalidates it there: asked again, as an observer of the client would be.
  await act(() => client.invalidateQueries({ queryKey: KEY }));
  expect(await screen.findByText('count 9')).toBeInTheDocument();
  expect(fetch).toHaveBeenCalledTimes(2);
  expect(fetch).toHaveBeenLastCalledWith(); // a fetcher's optional AbortSignal gets nothing else
  act(() => setPageQueryData<number>(KEY, () => 0));
  expect(client.getQueryData(KEY)).toBe(0);
  expect(screen.getByText('count 0')).toBeInTheDocument();
});

test('a page whose client already holds the state shows it without asking', async () => {
  const client = createQueryClient();
  adoptPageQueryClient(client);
  client.setQueryData(KEY, 11);
  const fetch = jest.fn().mockResolvedValue(1);
  render(<Count fetch={fetch} />);
  expect(screen.getByText('count 11')).toBeInTheDocument();
  expect(fetch).not.toHaveBeenCalled();
});

test('a failed fetch is an error state', async () => {
  render(<Count fetch={() => Promise.reject(new Error('offline'))} />);
  expect(await screen.findByText('error')).toBeInTheDocument();
});
