import { createAppConfig, DEV_PORTS } from '@tutorium/shared/build';

export default createAppConfig({
  name: 'admin',
  dir: import.meta.dirname,
  port: DEV_PORTS.admin,
  exposes: { './routes': './src/routes.tsx' },
});
