import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from '@tutorium/shared/ui';
import type { RemoteAreaProps } from './remote-area-body';

// The area's code (its boundary, the loader, the health reporter) comes in the federation runtime's
// chunk, with the first remote area of the page: a page without one (/) carries none of it. A
// dropped chunk request is tried once more; one that fails twice is the router's error to show.
const Body = lazy(() => {
  const body = () => import(/* webpackChunkName: "federation-runtime" */ './remote-area-body');
  return body().catch(body) as Promise<{ default: ComponentType<RemoteAreaProps<unknown>> }>;
});

/** Shows something a remote provides; a remote that fails to load or render degrades only this area. */
export function RemoteArea<T>({ fallback = <RemoteLoading />, ...props }: RemoteAreaProps<T>) {
  return (
    <Suspense fallback={fallback}>
      <Body {...(props as RemoteAreaProps<unknown>)} fallback={fallback} />
    </Suspense>
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
