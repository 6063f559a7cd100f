import { createAppConfig, DEV_PORTS } from '@tutorium/shared/build';

export default createAppConfig({
  name: 'chat',
  dir: import.meta.dirname,
  port: DEV_PORTS.chat,
  exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets.tsx' },
});
