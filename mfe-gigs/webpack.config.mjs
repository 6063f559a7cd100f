import { createAppConfig, DEV_PORTS } from '@tutorium/shared/build';

export default createAppConfig({
  name: 'gigs',
  dir: import.meta.dirname,
  port: DEV_PORTS.gigs,
  exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets.tsx' },
});
