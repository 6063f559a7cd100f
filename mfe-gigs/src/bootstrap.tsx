// Standalone entry for QA (`npm run dev -w mfe-gigs`); the shell loads ./routes instead.
import { renderStandalone } from '@tutorium/shared/harness';
import { routes } from './routes';

void renderStandalone({ remote: 'gigs', routes });
