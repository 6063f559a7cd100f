// Standalone entry for QA (`npm run dev -w mfe-auth`); the shell loads ./routes instead.
import { renderStandalone } from '@tutorium/shared/harness';
import { routes } from './routes';

void renderStandalone({ remote: 'auth', routes });
