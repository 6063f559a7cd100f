import { createHostConfig, DEV_PORTS } from '@tutorium/shared/build';

export default createHostConfig({ dir: import.meta.dirname, port: DEV_PORTS.shell });
