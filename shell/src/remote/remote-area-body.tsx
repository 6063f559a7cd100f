import { Suspense, use, useCallback, useEffect, useState, type ReactNode } from 'react';
import type { RemoteName } from '@tutorium/shared/contracts';
import { useRemoteLoader, type RemoteLoader } from '@tutorium/shared/federation';
import { RemoteBoundary } from './remote-boundary';
import { RemoteLoadError, useRemoteHealth } from './remote-health';

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
      return loader.load<T>(remote, exposed).catch((error: unknown) => {
        throw new RemoteLoadError(remote, error);
      });
    });
    cache.set(key, module);
  }
  return module as Promise<T>;
}

export interface RemoteAreaProps<T> {
  remote: RemoteName;
  /** The exposed module, e.g. './routes' or './widgets'. */
  exposed: string;
  /** Renders from the loaded module; throwing here is contained like a failed load. */
  render: (module: T) => ReactNode;
  /** Shown while the remote loads. */
  fallback?: ReactNode;
}

/**
 * Shows something a remote provides; a remote that fails to load or render degrades only this area.
 * The area tells the server it was shown, or how it failed, for the remote's build (canary health).
 */
export default function RemoteAreaBody<T>({ remote, exposed, render, fallback }: RemoteAreaProps<T>) {
  const loader = useRemoteLoader();
  const health = useRemoteHealth();
  // A view of the remote on this page, whether it then shows or fails (so a failing build has a rate).
  // Every render asks; the reporter counts one per remote and page view (a new path is a new view).
  useEffect(() => {
    health.viewed(remote);
  });
  const [attempt, setAttempt] = useState(0);

  const retry = useCallback(() => {
    loader.reset(remote);
    setAttempt((count) => count + 1);
  }, [loader, remote]);

  return (
    <RemoteBoundary key={attempt} remote={remote} onRetry={retry} onError={(error, stack) => health.failed(remote, error, stack)}>
      <Suspense fallback={fallback}>
        <Loaded<T> promise={loadExposed<T>(loader, remote, exposed, attempt)} render={render} />
      </Suspense>
    </RemoteBoundary>
  );
}

function Loaded<T>({ promise, render }: { promise: Promise<T>; render: (module: T) => ReactNode }) {
  return <>{render(use(promise))}</>;
}
