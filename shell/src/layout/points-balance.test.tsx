import { act, screen } from '@testing-library/react';
import { GIG_PATHS } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { aUser, fakeApi, renderWithProviders, reply } from '@tutorium/shared/testing';
import { PointsBalance } from './points-balance';

const BALANCE = `GET ${GIG_PATHS.points}`;

afterEach(() => act(() => getSession().logout()));

test('shows the balance of the signed-in user, linking to Buy Points', async () => {
  fakeApi({ [BALANCE]: reply(200, { id: 7, balance: 12 }) });
  act(() => getSession().login('access-1', aUser()));
  renderWithProviders(<PointsBalance />);
  const balance = await screen.findByTestId('points-balance');
  expect(balance).toHaveTextContent('12 Points');
  expect(balance).toHaveAttribute('href', '/buy-points');
});

test('asks again when the session says the points changed, without a reload', async () => {
  const api = fakeApi({ [BALANCE]: reply(200, { id: 7, balance: 5 }) });
  act(() => getSession().login('access-1', aUser()));
  renderWithProviders(<PointsBalance />);
  expect(await screen.findByText('5 Points')).toBeInTheDocument();
  api.on(BALANCE, reply(200, { id: 7, balance: 60 }));
  act(() => getSession().pointsChanged());
  expect(await screen.findByText('60 Points')).toBeInTheDocument();
  expect(api.calls(BALANCE)).toHaveLength(2);
});

test('a failed fetch shows 0 points (spec: the balance is then 0)', async () => {
  fakeApi({ [BALANCE]: reply(500, { detail: 'boom' }) });
  act(() => getSession().login('access-1', aUser()));
  renderWithProviders(<PointsBalance />);
  expect(await screen.findByText('0 Points')).toBeInTheDocument();
});

test('shows nothing and asks nothing when signed out', () => {
  const api = fakeApi({ [BALANCE]: reply(200, { id: 7, balance: 5 }) });
  renderWithProviders(<PointsBalance />);
  expect(screen.queryByTestId('points-balance')).not.toBeInTheDocument();
  expect(api.calls(BALANCE)).toHaveLength(0);
});
