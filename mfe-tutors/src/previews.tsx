// Node only (built beside the browser's bundle, shared/build/federation.mjs): the pages of this
// remote that the server shows before its code arrives, rendered per language (REMOTE_PREVIEWS).
import { renderRemotePreviews } from '@tutorium/shared/prerender';
import { routes } from './routes';

export const renderPreviews = () => renderRemotePreviews('tutors', routes);
