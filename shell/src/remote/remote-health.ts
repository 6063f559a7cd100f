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
