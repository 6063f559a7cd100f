import { Suspense, use, useCallback, useState, type ReactNode } from 'react';
import type { RemoteName } from '@tutorium/shared/contracts';
import { useRemoteLoader, type RemoteLoader } from '@tutorium/shared/federation';
import { Skeleton } from '@tutorium/shared/ui';
import { RemoteBoundary } from './remote-boundary';

// One load of an exposed module per (loader, remote, module, attempt), shared by everything that
// shows it; Retry bumps the attempt, so a failed load is tried afresh. A failed load is tried once
// more by itself first (a dropped connection, a deploy that just replaced the files): the error
// card is for a remote that stays unreachable.
const loaded = new WeakMap<RemoteLoader, Map<string, Promise<unknown>>>();

function loadExposed<T>(loader: RemoteLoader, remote: RemoteName, exposed: string, attempt: number): Promise<T> {
  const cache = loaded.get(loader) ?? new Map<string, Promise<unknown>>();
  loaded.set(loader, cache);
  const key = `${remote}/${exposed}#${attempt}`;
  let module = cache.get(key);
  if (!module) {
    module = loader.load<T>(remote, exposed).catch(() => {
      loader.reset(remote);
      return loader.load<T>(remote, exposed);
    });
    cache.set(key, module);
  }
  return module as Promise<T>;
}

interface RemoteAreaProps<T> {
  remote: RemoteName;
  /** The exposed module, e.g. './routes' or './widgets'. */
  exposed: string;
  /** Renders from the loaded module; throwing here is contained like a failed load. */
  render: (module: T) => ReactNode;
  /** Shown while the remote loads. */
  fallback?: ReactNode;
}

/** Shows something a remote provides; a remote that fails to load or render degrades only this area. */
export function RemoteArea<T>({ remote, exposed, render, fallback = <RemoteLoading /> }: RemoteAreaProps<T>) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);

  const retry = useCallback(() => {
    loader.reset(remote);
    setAttempt((count) => count + 1);
  }, [loader, remote]);

  return (
    <RemoteBoundary key={attempt} remote={remote} onRetry={retry}>
      <Suspense fallback={fallback}>
        <Loaded<T> promise={loadExposed<T>(loader, remote, exposed, attempt)} render={render} />
      </Suspense>
    </RemoteBoundary>
  );
}

function Loaded<T>({ promise, render }: { promise: Promise<T>; render: (module: T) => ReactNode }) {
  return <>{render(use(promise))}</>;
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
