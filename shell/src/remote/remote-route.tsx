import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType } from 'react';
import type { RemoteName } from '@tutorium/shared/contracts';
import { useRemoteLoader, type RemoteRoutesModule } from '@tutorium/shared/federation';
import { Skeleton } from '@tutorium/shared/ui';
import { RemoteBoundary } from './remote-boundary';

interface RemoteRouteProps {
  remote: RemoteName;
  /** The route pattern as listed in REMOTE_ROUTES; the remote's routes module is keyed by it. */
  path: string;
}

/** Renders one remote-owned route; a remote that fails to load or render degrades only this area. */
export function RemoteRoute({ remote, path }: RemoteRouteProps) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);

  const Page = useMemo(
    () =>
      lazy(async (): Promise<{ default: ComponentType }> => {
        const module = await loader.load<RemoteRoutesModule>(remote, './routes');
        const page = (module.routes as Record<string, ComponentType | undefined>)[path];
        if (!page) throw new Error(`The ${remote} remote has no page for ${path}`);
        return { default: page };
      }),
    // A new attempt builds a new lazy component, so a failed load is tried again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loader, remote, path, attempt],
  );

  const retry = useCallback(() => {
    loader.reset(remote);
    setAttempt((count) => count + 1);
  }, [loader, remote]);

  return (
    <RemoteBoundary key={attempt} remote={remote} onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}

function RemoteLoading() {
  return (
    <div aria-busy="true" style={{ padding: '2rem' }}>
      <Skeleton height="2rem" width="40%" />
      <Skeleton height="1rem" width="80%" />
      <Skeleton height="1rem" width="70%" />
    </div>
  );
}
