import { act, screen, within } from '@testing-library/react';
import { AUTH_PATHS, GIG_PATHS, PAYMENT_PATHS, type Page, type PointsHistoryEntry } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { aUser, deferred, fakeApi, renderPage, reply } from '@tutorium/shared/testing';
import { goToGateway } from '../../common/go-to-gateway';
import BuyPointsPage from './buy-points-page';

jest.mock('../../common/go-to-gateway', () => ({ goToGateway: jest.fn() }));

const ME = `GET ${AUTH_PATHS.me}`;
const BALANCE = `GET ${GIG_PATHS.points}`;
const HISTORY = `GET ${PAYMENT_PATHS.pointsHistory}`;
const PURCHASE = `POST ${PAYMENT_PATHS.purchasePoints}`;

const row = (overrides: Partial<PointsHistoryEntry>): PointsHistoryEntry => ({
  id: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  delta: 5,
  reason: 'welcome-grant',
  reference: null,
  note: null,
  balance: 5,
  ...overrides,
});
const page = (results: PointsHistoryEntry[], count = results.length): Page<PointsHistoryEntry> => ({
  count,
  next: count > results.length ? '/api/points/history/?page=2&page_size=10' : null,
  previous: null,
  results,
});

function api(overrides: Record<string, Response> = {}) {
  return fakeApi({
    [ME]: reply(200, aUser({ is_premium: false, premium_expires: null })),
    [BALANCE]: reply(200, { id: 7, balance: 60 }),
    [HISTORY]: reply(200, page([row({ id: 2, delta: 55, reason: 'purchase', balance: 60 }), row({ id: 1 })])),
    ...overrides,
  });
}

const open = (route = '/buy-points') => renderPage(<BuyPointsPage />, { path: route, route });

beforeEach(() => {
  act(() => getSession().login('access-1', aUser()));
  jest.mocked(goToGateway).mockClear();
});
afterEach(() => act(() => getSession().logout()));

test('shows a skeleton while the profile loads', async () => {
  const profile = deferred<Response>();
  fakeApi({ [ME]: () => profile.promise });
  const { container } = open();
  expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  profile.resolve(reply(500, { detail: 'boom' }));
  expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
});

test('a failed profile fetch asks to log in', async () => {
  fakeApi({ [ME]: reply(500, { detail: 'boom' }) });
  open('/credit-purchase');
  expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
  expect(screen.getByText('Please log in to continue')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
});

test('shows the plans, the four packages, and asks for a package until one is chosen', async () => {
  api();
  open();
  expect(await screen.findByRole('heading', { level: 1, name: 'Upgrade Your Experience' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Membership Plans' })).toBeInTheDocument();
  for (const text of ['Free Plan', 'Basic feature access', 'Limited monthly points', 'Free job browsing', 'Standard support',
    'Priority support', 'Exclusive discounts', 'Unlimited access', 'Advanced features', 'Early access', '500 BDT / month']) {
    expect(screen.getByText(text)).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: 'Premium Plan' })).toHaveAttribute('href', '/buy-premium');

  const packages = within(screen.getByRole('region', { name: 'Credit Packages' })).getAllByRole('button');
  expect(packages.map((card) => card.textContent)).toEqual([
    '10 Points10 BDTNo expirationDelivered instantly',
    '20 Points18 BDT10% offNo expirationDelivered instantly',
    '50 Points45 BDT10% off+5 bonus pointsNo expirationDelivered instantly',
    '100 Points80 BDT20% off+10 bonus pointsNo expirationDelivered instantly',
  ]);
  expect(screen.getByText('Select a credit package above')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Proceed to Payment' })).not.toBeInTheDocument();
});

test('an active premium is titled Premium Active with its expiry, and is not a link', async () => {
  api({ [ME]: reply(200, aUser({ is_premium: true, premium_expires: '2099-06-05T12:00:00.000Z' })) });
  open();
  const plan = await screen.findByTestId('premium-plan');
  expect(within(plan).getByRole('heading', { name: 'Premium Active' })).toBeInTheDocument();
  expect(within(plan).getByText('Expires on June 5, 2099')).toBeInTheDocument();
  expect(within(plan).queryByRole('link')).not.toBeInTheDocument();
});

test('choosing a package shows its total points and price, and paying goes to the gateway', async () => {
  const fake = api({ [PURCHASE]: reply(200, { status: 'SUCCESS', payment_url: '/api/payments/test-gateway/abc', tran_id: 'T1', amount: 45, currency: 'BDT' }) });
  const { user } = open('/points/purchase');
  await user.click(await screen.findByRole('button', { name: /^50 Points/ }));
  expect(screen.getByRole('button', { name: /^50 Points/ })).toHaveAttribute('aria-pressed', 'true');
  const summary = screen.getByRole('region', { name: 'Selected Package' });
  expect(within(summary).getByText('Total points').nextElementSibling).toHaveTextContent('55');
  expect(within(summary).getByText('Price').nextElementSibling).toHaveTextContent('45 BDT');

  await user.click(within(summary).getByRole('button', { name: 'Proceed to Payment' }));
  expect(await screen.findByText('Redirecting to payment gateway...')).toBeInTheDocument();
  expect(fake.body(PURCHASE)).toEqual({ package_id: 3, points: 50, amount: 45, user_id: 7 });
  expect(goToGateway).toHaveBeenCalledWith('/api/payments/test-gateway/abc');
});

test('a failed payment start shows a dismissible banner and stays on the page', async () => {
  api({ [PURCHASE]: reply(502, { detail: 'Payment initiation failed', code: 'bad_gateway' }) });
  const { user } = open();
  await user.click(await screen.findByRole('button', { name: /^10 Points/ }));
  await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('Payment failed. Please try again.');
  expect(goToGateway).not.toHaveBeenCalled();
  await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('shows the balance and the history: date, change, reason and running balance', async () => {
  api();
  open();
  expect(await screen.findByText('60 points')).toBeInTheDocument();
  expect(screen.getByTestId('current-balance')).toHaveTextContent('Current balance: 60 points');
  const table = await screen.findByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((tableRow) => within(tableRow).getAllByRole('cell').slice(1).map((cell) => cell.textContent))).toEqual([
    ['+55', 'Points purchase', '60'],
    ['+5', 'Welcome points', '5'],
  ]);
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Change', 'Reason', 'Balance']);
});

test('pages through a long history', async () => {
  const fake = api({ [HISTORY]: reply(200, page([row({ id: 30, delta: -1, reason: 'job-post', balance: 4 })], 12)) });
  const { user } = open();
  expect(await screen.findByText('Job posted')).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /Job posted/ })).getByText('-1')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(fake.query(HISTORY, 1).get('page')).toBe('2');
});

test('an empty history says so, and a failed one offers a retry', async () => {
  api({ [HISTORY]: reply(200, page([])) });
  const { unmount } = open();
  expect(await screen.findByText('No points activity yet.')).toBeInTheDocument();
  unmount();
  api({ [HISTORY]: reply(500, { detail: 'boom' }) });
  open();
  expect(await screen.findByText('Failed to load points history.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
