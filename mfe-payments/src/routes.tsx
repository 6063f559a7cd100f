// The routes this remote owns (see REMOTE_ROUTES in contracts); the shell loads this module on demand.
import { ComingSoonPage, type RemoteRoutesModule } from '@tutorium/shared/federation';

export const routes: RemoteRoutesModule<'payments'>['routes'] = {
  '/buy-points': ComingSoonPage,
  '/credit-purchase': ComingSoonPage,
  '/points/purchase': ComingSoonPage,
  '/buy-premium': ComingSoonPage,
  '/premium': ComingSoonPage,
  '/payments/success/': ComingSoonPage,
  '/payments/fail/': ComingSoonPage,
  '/payments/cancel': ComingSoonPage,
  '/payments/cancel/:type': ComingSoonPage,
};
