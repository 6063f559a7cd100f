// The routes this remote owns (see REMOTE_ROUTES in contracts); the shell loads this module on demand.
import { lazy } from 'react';
import type { RemoteRoutesModule } from '@tutorium/shared/federation';
import { withQueryClient } from '@tutorium/shared/query';
import './register-namespace';

const BuyPointsPage = withQueryClient(lazy(() => import('./features/buy-points/buy-points-page')));
const BuyPremiumPage = withQueryClient(lazy(() => import('./features/buy-premium/buy-premium-page')));
const PaymentSuccessPage = withQueryClient(lazy(() => import('./features/payment-result/payment-success-page')));
const PaymentFailPage = withQueryClient(lazy(() => import('./features/payment-result/payment-fail-page')));
const PaymentCancelPage = withQueryClient(lazy(() => import('./features/payment-result/payment-cancel-page')));

export const routes: RemoteRoutesModule<'payments'>['routes'] = {
  '/buy-points': BuyPointsPage,
  '/credit-purchase': BuyPointsPage,
  '/points/purchase': BuyPointsPage,
  '/buy-premium': BuyPremiumPage,
  '/premium': BuyPremiumPage,
  '/payments/success/': PaymentSuccessPage,
  '/payments/fail/': PaymentFailPage,
  '/payments/cancel': PaymentCancelPage,
  '/payments/cancel/:type': PaymentCancelPage,
};
