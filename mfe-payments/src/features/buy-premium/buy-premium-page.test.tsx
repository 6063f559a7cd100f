import { act, screen, within } from '@testing-library/react';
import { AUTH_PATHS, PAYMENT_PATHS } from '@tutorium/shared/contracts';
import { getSession, getSessionStore } from '@tutorium/shared/session';
import { aUser, deferred, fakeApi, renderPage, reply } from '@tutorium/shared/testing';
import { goToGateway } from '../../common/go-to-gateway';
import BuyPremiumPage from './buy-premium-page';

jest.mock('../../common/go-to-gateway', () => ({ goToGateway: jest.fn() }));

const ME = `GET ${AUTH_PATHS.me}`;
const START = `POST ${PAYMENT_PATHS.purchasePremium}`;

const open = (route = '/buy-premium') => renderPage(<BuyPremiumPage />, { path: route, route });
// Premium is sold to tutors only (it ranks them in tutor lists), so the purchase path signs in a tutor.
const signIn = () => act(() => getSession().login('access-1', aUser({ user_type: 'tutor' })));
const notPremium = () => reply(200, aUser({ user_type: 'tutor', is_premium: false, premium_expires: null }));

beforeEach(() => jest.mocked(goToGateway).mockClear());
afterEach(() => act(() => getSession().logout()));

test('without a stored user it asks to log in', async () => {
  fakeApi();
  open();
  expect(await screen.findByText('You must be logged in to access this page.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
});

test('unreadable stored data asks to log in again', async () => {
  fakeApi();
  act(() => getSessionStore().setState({ user: null, userCorrupt: true }));
  open();
  expect(await screen.findByText('Failed to load user data. Please log in again.')).toBeInTheDocument();
});

test('loads the profile, then a premium user sees the expiry in long date format and no payment', async () => {
  signIn();
  const profile = deferred<Response>();
  fakeApi({ [ME]: () => profile.promise });
  const { container } = open('/premium');
  expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  profile.resolve(reply(200, aUser({ user_type: 'tutor', is_premium: true, premium_expires: '2099-01-31T10:00:00.000Z' })));
  expect(await screen.findByRole('heading', { name: 'You are a Premium User!' })).toBeInTheDocument();
  expect(screen.getByText('Your premium membership is active until January 31, 2099.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Proceed to Payment' })).not.toBeInTheDocument();
});

test('an expired premium is offered again, and a failed profile load asks to log in again', async () => {
  signIn();
  fakeApi({ [ME]: reply(200, aUser({ user_type: 'tutor', is_premium: true, premium_expires: '2020-01-01T00:00:00.000Z' })) });
  const { unmount } = open();
  expect(await screen.findByRole('heading', { name: 'Go Premium!' })).toBeInTheDocument();
  unmount();
  fakeApi({ [ME]: reply(500, { detail: 'boom' }) });
  open();
  expect(await screen.findByText('Failed to load user data. Please log in again.')).toBeInTheDocument();
});

test('offers a tutor the 1 Month Premium card at 500 BDT listing exactly what premium gives, with its labels', async () => {
  signIn();
  fakeApi({ [ME]: notPremium() });
  open();
  expect(await screen.findByRole('heading', { name: 'Go Premium!' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '1 Month Premium' })).toBeInTheDocument();
  const gives = within(screen.getByRole('list', { name: 'What premium gives you' })).getAllByRole('listitem').map((item) => item.textContent);
  expect(gives).toEqual([
    'You are listed first in tutor searches and tutor lists while premium is active',
    'A gold highlight and a Premium badge on your tutor card and profile',
    'Active for 30 days from payment; buy again once it ends',
  ]);
  for (const text of ['500 BDT', 'Secure Payment', 'Instant Activation']) expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
});

test('tells a student premium is for tutors and what it does, offers points instead and no payment', async () => {
  act(() => getSession().login('access-1', aUser()));
  const api = fakeApi({ [ME]: reply(200, aUser({ is_premium: false, premium_expires: null })) });
  open();
  expect(await screen.findByRole('heading', { level: 1, name: 'Premium is for tutors' })).toBeInTheDocument();
  expect(screen.getByText('Premium is for tutors: it lists them first when students search for tutors.')).toBeInTheDocument();
  expect(screen.getByText(/^Premium tutors come first in your tutor searches and lists/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Buy Points' })).toHaveAttribute('href', '/buy-points');
  expect(screen.queryByRole('heading', { name: 'Go Premium!' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Proceed to Payment' })).not.toBeInTheDocument();
  expect(api.calls(START)).toHaveLength(0);
});

test('paying shows Processing your request..., then Redirecting to payment gateway... and goes there', async () => {
  signIn();
  const start = deferred<Response>();
  const api = fakeApi({ [ME]: notPremium(), [START]: () => start.promise });
  const { user } = open();
  await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
  expect(await screen.findByText('Processing your request...')).toBeInTheDocument();
  start.resolve(reply(200, { status: 'SUCCESS', payment_url: 'https://gateway.example/pay/1', tran_id: 'T1', amount: 500, currency: 'BDT' }));
  expect(await screen.findByText('Redirecting to payment gateway...')).toBeInTheDocument();
  expect(goToGateway).toHaveBeenCalledWith('https://gateway.example/pay/1');
  expect(api.body(START)).toEqual({ amount: 500, user_id: 7 });
});

test('a reply without SUCCESS and a payment address is "Payment initiation failed"', async () => {
  signIn();
  fakeApi({ [ME]: notPremium(), [START]: reply(200, { status: 'FAILED', error: 'nope' }) });
  const { user } = open();
  await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Payment initiation failed');
  expect(goToGateway).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
});

test("a refused start shows the server's text, else 'Payment failed'", async () => {
  signIn();
  fakeApi({ [ME]: notPremium(), [START]: reply(409, { detail: 'You are already a Premium User.', code: 'conflict' }) });
  const { user, unmount } = open();
  await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You are already a Premium User.');
  unmount();
  fakeApi({ [ME]: notPremium(), [START]: reply(500, '') });
  const second = open();
  await second.user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/./);
});
