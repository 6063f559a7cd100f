import { createContext, lazy, Suspense, useContext, useEffect, useState } from 'react';
import type { RemotesListing } from '@tutorium/shared/federation';

// Its code comes only where the server allows overrides: other visitors never download it.
const RemoteOverridesBar = lazy(() => import('./remote-overrides-bar'));

/** `/remotes.json` as fetched at start-up; absent in tests and prerendering (no overrides then). */
export const RemotesListingContext = createContext<Promise<RemotesListing> | null>(null);

/**
 * For feature teams and QA, on a server with REMOTE_OVERRIDES=1: a banner while this browser
 * loads a remote from another build, with a one-click reset, and the panel to set overrides
 * (opened with `?overrides` or Ctrl+Alt+O). Nothing at all where overrides are off.
 */
export function RemoteOverrides() {
  const listing = useContext(RemotesListingContext);
  const [remotes, setRemotes] = useState<RemotesListing['remotes'] | null>(null);

  useEffect(() => {
    let live = true;
    void listing?.then(({ remotes: listed, overridesAllowed }) => {
      if (live && overridesAllowed) setRemotes(listed);
    });
    return () => {
      live = false;
    };
  }, [listing]);

  if (!remotes) return null;
  return (
    <Suspense fallback={null}>
      <RemoteOverridesBar remotes={remotes} />
    </Suspense>
  );
}
