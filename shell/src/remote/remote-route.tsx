import type { ComponentType } from 'react';
import type { RemoteName } from '@tutorium/shared/contracts';
import type { RemoteRoutesModule } from '@tutorium/shared/federation';
import { pagePreview, PreviewReplaced } from './page-preview';
import { RemoteArea } from './remote-area';

interface RemoteRouteProps {
  remote: RemoteName;
  /** The route pattern as listed in REMOTE_ROUTES; the remote's routes module is keyed by it. */
  path: string;
}

/**
 * Renders one remote-owned route; a remote that fails to load or render degrades only this area.
 * Until its code renders the page, the area shows the page's preview where the server sent one.
 */
export function RemoteRoute({ remote, path }: RemoteRouteProps) {
  return (
    <RemoteArea<RemoteRoutesModule>
      remote={remote}
      exposed="./routes"
      fallback={pagePreview()}
      render={({ routes }) => {
        const Page = (routes as Record<string, ComponentType | undefined>)[path];
        if (!Page) throw new Error(`The ${remote} remote has no page for ${path}`);
        return <><Page /><PreviewReplaced /></>;
      }}
    />
  );
}
