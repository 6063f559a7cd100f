import { act, screen } from '@testing-library/react';
import { GIG_PATHS } from '@tutorium/shared/contracts';
import { invalidatePointsBalance } from '@tutorium/shared/query';
import { getSession } from '@tutorium/shared/session';
import { aUser, fakeApi, renderPage, reply } from '@tutorium/shared/testing';
import { PointsBalance } from './points-balance';

const BALANCE = `GET ${GIG_PATHS.points}`;

const show = () => renderPage(<PointsBalance />, { path: '/' });

afterEach(() => act(() => getSession().logout()));

test('shows the balance of the signed-in user, linking to Buy Points', async () => {
  fakeApi({ [BALANCE]: reply(200, { id: 7, balance: 12 }) });
  act(() => getSession().login('access-1', aUser()));
  show();
  const balance = await screen.findByTestId('points-balance');
  expect(balance).toHaveTextContent('12 Points');
  expect(balance).toHaveAttribute('href', '/buy-points');
});

test('asks again when a spend or purchase invalidates the balance, without a reload', async () => {
  const api = fakeApi({ [BALANCE]: reply(200, { id: 7, balance: 5 }) });
  act(() => getSession().login('access-1', aUser()));
  const { client } = show();
  expect(await screen.findByText('5 Points')).toBeInTheDocument();
  api.on(BALANCE, reply(200, { id: 7, balance: 60 }));
  await act(() => invalidatePointsBalance(client));
  expect(await screen.findByText('60 Points')).toBeInTheDocument();
  expect(api.calls(BALANCE)).toHaveLength(2);
});

test('a failed fetch shows 0 points (spec: the balance is then 0)', async () => {
  fakeApi({ [BALANCE]: reply(500, { detail: 'boom' }) });
  act(() => getSession().login('access-1', aUser()));
  show();
  expect(await screen.findByText('0 Points')).toBeInTheDocument();
});

test('shows nothing and asks nothing when signed out', () => {
  const api = fakeApi({ [BALANCE]: reply(200, { id: 7, balance: 5 }) });
  show();
  expect(screen.queryByTestId('points-balance')).not.toBeInTheDocument();
  expect(api.calls(BALANCE)).toHaveLength(0);
});
