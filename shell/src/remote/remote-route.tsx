import { Suspense, use, useCallback, useState, type ComponentType } from 'react';
import type { RemoteName } from '@tutorium/shared/contracts';
import { useRemoteLoader, type RemoteLoader, type RemoteRoutesModule } from '@tutorium/shared/federation';
import { Skeleton } from '@tutorium/shared/ui';
import { RemoteBoundary } from './remote-boundary';

interface RemoteRouteProps {
  remote: RemoteName;
  /** The route pattern as listed in REMOTE_ROUTES; the remote's routes module is keyed by it. */
  path: string;
}

// One load of a remote's routes module per (loader, remote, attempt), shared by all its paths;
// Retry bumps the attempt, so a failed load is tried afresh.
const routeModules = new WeakMap<RemoteLoader, Map<string, Promise<RemoteRoutesModule>>>();

function loadRoutes(loader: RemoteLoader, remote: RemoteName, attempt: number): Promise<RemoteRoutesModule> {
  const cache = routeModules.get(loader) ?? new Map<string, Promise<RemoteRoutesModule>>();
  routeModules.set(loader, cache);
  const key = `${remote}#${attempt}`;
  let module = cache.get(key);
  if (!module) {
    module = loader.load<RemoteRoutesModule>(remote, './routes');
    cache.set(key, module);
  }
  return module;
}

/** Renders one remote-owned route; a remote that fails to load or render degrades only this area. */
export function RemoteRoute({ remote, path }: RemoteRouteProps) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);

  const retry = useCallback(() => {
    loader.reset(remote);
    setAttempt((count) => count + 1);
  }, [loader, remote]);

  return (
    <RemoteBoundary key={attempt} remote={remote} onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        <RemotePage loader={loader} remote={remote} path={path} attempt={attempt} />
      </Suspense>
    </RemoteBoundary>
  );
}

function RemotePage({ loader, remote, path, attempt }: RemoteRouteProps & { loader: RemoteLoader; attempt: number }) {
  const { routes } = use(loadRoutes(loader, remote, attempt));
  const Page = (routes as Record<string, ComponentType | undefined>)[path];
  if (!Page) throw new Error(`The ${remote} remote has no page for ${path}`);
  return <Page />;
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
