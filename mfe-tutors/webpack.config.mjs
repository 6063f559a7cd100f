import { createAppConfig, DEV_PORTS } from '@tutorium/shared/build';

export default createAppConfig({
  name: 'tutors',
  dir: import.meta.dirname,
  port: DEV_PORTS.tutors,
  exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets.tsx' },
});
