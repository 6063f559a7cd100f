import { createAppConfig, DEV_PORTS } from '@tutorium/shared/build';

export default createAppConfig({
  name: 'jobs',
  dir: import.meta.dirname,
  port: DEV_PORTS.jobs,
  exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets.tsx' },
});
