import { createAppConfig, DEV_PORTS } from '@tutorium/shared/build';

export default createAppConfig({
  name: 'auth',
  dir: import.meta.dirname,
  port: DEV_PORTS.auth,
  exposes: { './routes': './src/routes.tsx' },
});
