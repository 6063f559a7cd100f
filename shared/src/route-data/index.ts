import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';
import { getQueryClient, withQueryClient } from '@tutorium/shared/query';

/**
 * A remote's page loaded on demand that asks for its data beside its code (render as you fetch):
 * the first time the page is shown, `prefetch` runs with the page's query client and address while
 * the page's chunk downloads, so its first render finds the data there or on its way rather than
 * asking for it only then. What `prefetch` fills must be what the page's own queries read (the same
 * query options); a failed prefetch is the page's to show and retry, as its own query's would be.
 * Not a shared module: only the remotes that use it carry it (a few lines), not the runtime's chunk.
 */
export function lazyPageWithData(
  importPage: () => Promise<{ default: ComponentType }>,
  prefetch: (client: QueryClient, url: URL) => Promise<unknown>,
): ComponentType {
  return withQueryClient(lazy(() => {
    // Rendered to HTML at build time (a remote's preview), the page asks for nothing.
    if (typeof window !== 'undefined') void prefetch(getQueryClient(), new URL(window.location.href)).catch(() => undefined);
    return importPage();
  }));
}
