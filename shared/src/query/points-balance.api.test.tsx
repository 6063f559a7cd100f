import { act, screen } from '@testing-library/react';
import { GIG_PATHS } from '../contracts';
import { getSession } from '../session';
import { aUser, fakeApi, renderPage, reply } from '../testing';
import { invalidatePointsBalance, pointsBalanceQuery, usePointsBalance } from './points-balance.api';
import { sharedKeys } from '../page-state';

const BALANCE = `GET ${GIG_PATHS.points}`;

function Balance() {
  const balance = usePointsBalance();
  if (balance.isError) return <p>failed</p>;
  return <p>{balance.isSuccess ? `${balance.data.balance} points` : 'none'}</p>;
}

afterEach(() => act(() => getSession().logout()));

test('is asked again, without a reload, once a spend invalidates it', async () => {
  act(() => getSession().login('access-1', aUser({ id: 7 })));
  const api = fakeApi({ [BALANCE]: reply(200, { id: 7, balance: 5 }) });
  const { client } = renderPage(<Balance />, { path: '/' });
  expect(await screen.findByText('5 points')).toBeInTheDocument();
  api.on(BALANCE, reply(200, { id: 7, balance: 4 }));
  await act(() => invalidatePointsBalance(client));
  expect(await screen.findByText('4 points')).toBeInTheDocument();
  expect(api.calls(BALANCE)).toHaveLength(2);
  expect(client.getQueryData(sharedKeys.pointsBalance(7))).toEqual({ id: 7, balance: 4 });
});

test('asks nothing while signed out', () => {
  const api = fakeApi({ [BALANCE]: reply(200, { id: 7, balance: 5 }) });
  renderPage(<Balance />, { path: '/' });
  expect(screen.getByText('none')).toBeInTheDocument();
  expect(api.calls(BALANCE)).toHaveLength(0);
});

test('a failure shows at once: the query never retries', async () => {
  expect(pointsBalanceQuery(7).retry).toBe(false);
  act(() => getSession().login('access-1', aUser()));
  fakeApi({ [BALANCE]: reply(500, { detail: 'boom' }) });
  renderPage(<Balance />, { path: '/' });
  expect(await screen.findByText('failed')).toBeInTheDocument();
});
