import { createAppConfig, DEV_PORTS } from '@tutorium/shared/build';

export default createAppConfig({ name: 'shell', dir: import.meta.dirname, port: DEV_PORTS.shell });
