import { act, screen } from '@testing-library/react';
import { PAYMENT_PATHS, type PaymentTransaction } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { createQueryClient, QueryProvider } from '@tutorium/shared/query';
import { aUser, cachedPointsBalance, fakeApi, renderPage, renderWithProviders, reply } from '@tutorium/shared/testing';
import PaymentCancelPage from './payment-cancel-page';
import PaymentFailPage from './payment-fail-page';
import PaymentSuccessPage from './payment-success-page';

const TRANSACTION = `GET ${PAYMENT_PATHS.transaction('TUT-1')}`;

const aPayment = (overrides: Partial<PaymentTransaction> = {}): PaymentTransaction => ({
  tran_id: 'TUT-1',
  payment_type: 'points',
  status: 'PAID',
  amount: 45,
  currency: 'BDT',
  points: 50,
  bonus: 5,
  credit: 55,
  created_at: '2026-11-25T10:00:00.000Z',
  paid_at: '2026-11-25T10:01:00.000Z',
  premium_expires: null,
  ...overrides,
});

/** The success page at a full address (renderPage takes a path without a query). */
function success(query = '?tran_id=TUT-1') {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  const rendered = renderWithProviders(
    <QueryProvider client={client}>
      <PaymentSuccessPage />
    </QueryProvider>,
    { route: `/payments/success/${query}` },
  );
  return { ...rendered, client };
}
const fail = (query: string) => renderWithProviders(<PaymentFailPage />, { route: `/payments/fail/${query}` });

beforeEach(() => act(() => getSession().login('access-1', aUser())));
afterEach(() => act(() => getSession().logout()));

describe('/payments/success/', () => {
  test('shows what the server credited, not what the address claims, and refreshes the balance', async () => {
    fakeApi({ [TRANSACTION]: reply(200, aPayment()) });
    const { client } = success('?tran_id=TUT-1&amount=1&credit=9999&payment_type=points');
    const balance = cachedPointsBalance(client, 7);
    expect(screen.getByText('Confirming your payment...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('55 points were added to your balance.')).toBeInTheDocument();
    expect(screen.getByText('Transaction ID').nextElementSibling).toHaveTextContent('TUT-1');
    expect(screen.getByText('Amount').nextElementSibling).toHaveTextContent('45 BDT');
    expect(screen.getByText('Payment Type').nextElementSibling).toHaveTextContent('Points');
    expect(screen.getByText('Points Credited').nextElementSibling).toHaveTextContent('55');
    expect(screen.queryByText('9999')).not.toBeInTheDocument();
    expect(balance.invalidated()).toBe(true);
    expect(screen.getByRole('link', { name: 'Buy More Points' })).toHaveAttribute('href', '/buy-points');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  test('a premium purchase shows its end date', async () => {
    fakeApi({ [TRANSACTION]: reply(200, aPayment({ payment_type: 'premium', amount: 500, points: 0, bonus: 0, credit: 0, premium_expires: '2099-12-25T10:00:00.000Z' })) });
    success();
    expect(await screen.findByText('You are a Premium User until December 25, 2099.')).toBeInTheDocument();
    expect(screen.getByText('Payment Type').nextElementSibling).toHaveTextContent('Premium');
    expect(screen.getByRole('link', { name: 'View Premium' })).toHaveAttribute('href', '/buy-premium');
  });

  test('a payment still being confirmed says so, credits nothing yet and asks again', async () => {
    const api = fakeApi({ [TRANSACTION]: reply(200, aPayment({ status: 'PENDING', paid_at: null })) });
    const { client } = success();
    const balance = cachedPointsBalance(client, 7);
    expect(await screen.findByText('Your payment is being confirmed. This page will update shortly.')).toBeInTheDocument();
    expect(screen.getByText('Points Credited').nextElementSibling).toHaveTextContent('0');
    expect(balance.invalidated()).toBe(false);
    api.on(TRANSACTION, reply(200, aPayment()));
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' }, { timeout: 4000 })).toBeInTheDocument();
  });

  test('a cancelled or failed payment is not a success', async () => {
    fakeApi({ [TRANSACTION]: reply(200, aPayment({ status: 'CANCELLED', paid_at: null, payment_type: 'premium' })) });
    success();
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/premium');
  });

  test("an unknown transaction (or another user's) and a missing tran_id show Payment not found", async () => {
    fakeApi({ [TRANSACTION]: reply(404, { detail: 'Transaction not found.', code: 'not_found' }) });
    const { unmount } = success();
    expect(await screen.findByRole('heading', { name: 'Payment not found' })).toBeInTheDocument();
    unmount();
    success('');
    expect(screen.getByRole('heading', { name: 'Payment not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });
});

describe('/payments/fail/', () => {
  test('shows the transaction, status and reason, with links to buy again, contact and home', () => {
    fail('?tran_id=TUT-9&status=FAILED&reason=declined');
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('Transaction ID').nextElementSibling).toHaveTextContent('TUT-9');
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('FAILED');
    expect(screen.getByText('Reason').nextElementSibling).toHaveTextContent('The payment was declined.');
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/credit-purchase');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  test('defaults to status FAILED and the unknown-error reason', () => {
    fail('');
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('FAILED');
    expect(screen.getByText('Reason').nextElementSibling).toHaveTextContent('An unknown error occurred during your payment.');
    expect(screen.queryByText('Transaction ID')).not.toBeInTheDocument();
  });
});

describe('/payments/fail/ made by someone else', () => {
  test('shows only its own texts: a reason, status or transaction id written in the link is not shown', () => {
    fail('?tran_id=Call%20+8801700000000%20for%20a%20refund&status=Call%20us&reason=Your%20card%20is%20blocked,%20call%20+8801700000000');
    expect(screen.queryByText(/8801700000000/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Call us/)).not.toBeInTheDocument();
    expect(screen.queryByText('Transaction ID')).not.toBeInTheDocument();
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('FAILED');
    expect(screen.getByText('Reason').nextElementSibling).toHaveTextContent('An unknown error occurred during your payment.');
  });
});

describe('/payments/cancel/{type}', () => {
  test.each([
    ['points', '/points/purchase', 'Your points purchase was cancelled. Nothing was charged.'],
    ['premium', '/premium', 'Your premium purchase was cancelled. Nothing was charged.'],
  ])('%s: Try Again goes to %s', (type, target, text) => {
    renderPage(<PaymentCancelPage />, { path: '/payments/cancel/:type', route: `/payments/cancel/${type}` });
    expect(screen.getByRole('heading', { name: 'Payment Cancelled' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', target);
  });

  test('Return to Dashboard goes to /dashboard', async () => {
    const { user } = renderPage(<PaymentCancelPage />, { path: '/payments/cancel' });
    await user.click(screen.getByRole('button', { name: 'Return to Dashboard' }));
    expect(screen.getByText('Now at /dashboard')).toBeInTheDocument();
  });
});
