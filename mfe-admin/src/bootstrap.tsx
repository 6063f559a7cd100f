// Standalone entry for QA (`npm run dev -w mfe-admin`); the shell loads ./routes instead.
import { renderStandalone } from '@tutorium/shared/harness';
import { routes } from './routes';

void renderStandalone({ remote: 'admin', routes });
