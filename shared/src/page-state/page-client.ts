import type { QueryClient } from '@tanstack/react-query';

// The page's one TanStack Query client, created by the first page or widget that needs it (a
// remote's). Kept on the page global under Symbol.for (global too), so every copy of this module,
// in every app, finds the same client; nothing here loads TanStack itself.
const CLIENT_KEY: unique symbol = Symbol.for('@tutorium/shared/query');
const WAITING_KEY: unique symbol = Symbol.for('@tutorium/shared/query:waiting');
const page = globalThis as typeof globalThis & { [CLIENT_KEY]?: QueryClient; [WAITING_KEY]?: Set<(client: QueryClient) => void> };

/** The page's query client, if something has created it yet. */
export const pageQueryClient = (): QueryClient | undefined => page[CLIENT_KEY];

/** Makes `client` the page's one (unless there is one already, which is returned), telling whoever waits for it. */
export function adoptPageQueryClient(client: QueryClient): QueryClient {
  const adopted = page[CLIENT_KEY];
  if (adopted) return adopted;
  page[CLIENT_KEY] = client;
  const waiting = [...(page[WAITING_KEY] ?? [])];
  page[WAITING_KEY]?.clear();
  for (const listener of waiting) listener(client);
  return client;
}

/** Calls `listener` once the page has a query client (at once if it has); returns a cancel. */
export function whenPageQueryClient(listener: (client: QueryClient) => void): () => void {
  const client = page[CLIENT_KEY];
  if (client) {
    listener(client);
    return () => undefined;
  }
  const waiting = (page[WAITING_KEY] ??= new Set());
  waiting.add(listener);
  return () => waiting.delete(listener);
}

/** Tests only: the page's client becomes `client` (none when absent), whatever it was. */
export function replacePageQueryClientForTests(client?: QueryClient): void {
  if (client) page[CLIENT_KEY] = client;
  else delete page[CLIENT_KEY];
  page[WAITING_KEY]?.clear();
}
