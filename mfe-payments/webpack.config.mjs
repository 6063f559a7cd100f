import { createAppConfig, DEV_PORTS } from '@tutorium/shared/build';

export default createAppConfig({
  name: 'payments',
  dir: import.meta.dirname,
  port: DEV_PORTS.payments,
  exposes: { './routes': './src/routes.tsx' },
});
