import { createContext, useContext } from 'react';
import type { RemoteName } from '@tutorium/shared/contracts';

/**
 * What the remote areas of a page tell the server about the remotes' health (issue: canary
 * releases): a view per remote shown on a page, a load failure, a render error. The server counts
 * them per build, so a canary that breaks is seen, and rolled back, before everyone gets it.
 */
export interface RemoteHealth {
  /** A remote's area is on the page (once per remote and page view). */
  viewed(remote: RemoteName): void;
  /** A remote's area failed: its code did not load, or it threw while rendering. */
  failed(remote: RemoteName, error: unknown, componentStack?: string): void;
}

/** A remote's code did not arrive (tried twice): told apart from an error thrown while rendering. */
export class RemoteLoadError extends Error {
  constructor(remote: RemoteName, cause: unknown) {
    super(`Remote "${remote}" did not load: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'RemoteLoadError';
  }
}

/** Where nothing is reported: tests, prerendering. */
export const silentHealth: RemoteHealth = { viewed: () => undefined, failed: () => undefined };

export const RemoteHealthContext = createContext<RemoteHealth>(silentHealth);
export const useRemoteHealth = () => useContext(RemoteHealthContext);

/**
 * A RemoteHealth whose reporter arrives with the first remote (it is the federation runtime's
 * company, not the first page's): what is told meanwhile is kept and passed on in order.
 */
export function deferredHealth(load: () => Promise<RemoteHealth>): RemoteHealth {
  let reporter: RemoteHealth | undefined;
  let waiting: Array<(health: RemoteHealth) => void> | undefined;
  const tell = (call: (health: RemoteHealth) => void) => {
    if (reporter) return call(reporter);
    if (!waiting) {
      waiting = [];
      load().then((loaded) => {
        reporter = loaded;
        for (const queued of waiting ?? []) queued(loaded);
        waiting = undefined;
      }, () => {
        reporter = silentHealth; // the reporter's code did not arrive: health is not worth an error
      });
    }
    waiting.push(call);
  };
  return {
    viewed: (remote) => tell((health) => health.viewed(remote)),
    failed: (remote, error, componentStack) => tell((health) => health.failed(remote, error, componentStack)),
  };
}
