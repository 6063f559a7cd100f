import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { pageQueryClient, replacePageQueryClientForTests, whenPageQueryClient } from './page-client';

/**
 * Server state the shell's header shows on every page (the points balance, the unread count),
 * without TanStack Query on a page that has no remote. Until a remote brings the page's query
 * client, it is fetched and held here; from then on that client holds it (seeded with what was
 * fetched here) and this only mirrors it, so a remote that sets or invalidates it there is seen in
 * the header at once. One truth at a time: this store, then the client.
 */
export type PageQueryState<T> =
  | { status: 'pending'; data?: undefined }
  | { status: 'success'; data: T }
  | { status: 'error'; data?: undefined; error: unknown };

interface Entry {
  key: QueryKey;
  fetch: () => Promise<unknown>;
  state: PageQueryState<unknown>;
  listeners: Set<() => void>;
  inFlight?: Promise<void>;
}

// On the page global, like the client: every copy of this module shares one store.
const STORE_KEY: unique symbol = Symbol.for('@tutorium/shared/page-state');
interface Store { entries: Map<string, Entry>; mirrored?: QueryClient; stopWaiting?: () => void }
const page = globalThis as typeof globalThis & { [STORE_KEY]?: Store };
const store = (): Store => (page[STORE_KEY] ??= { entries: new Map<string, Entry>() });

const PENDING: PageQueryState<never> = { status: 'pending' };
// TanStack's own hash of a key of plain values.
const hashOf = (key: QueryKey) => JSON.stringify(key);

function setState(entry: Entry, state: PageQueryState<unknown>): void {
  if (state.status === entry.state.status && Object.is(state.data, entry.state.data)) return;
  entry.state = state;
  for (const listener of [...entry.listeners]) listener();
}

function fetchEntry(entry: Entry): Promise<void> {
  entry.inFlight ??= (async () => {
    const client = pageQueryClient();
    try {
      const data = client
        // Not `queryFn: entry.fetch`: TanStack would pass its context where a fetcher may take an AbortSignal.
        ? await client.fetchQuery({ queryKey: entry.key, queryFn: () => entry.fetch(), staleTime: 0, retry: false })
        : await entry.fetch();
      setState(entry, { status: 'success', data });
    } catch (error) {
      setState(entry, { status: 'error', error });
    } finally {
      entry.inFlight = undefined;
    }
  })();
  return entry.inFlight;
}

/** From the moment the page has a query client: it takes over what was fetched here, and is mirrored. */
function mirrorPageClient(): void {
  const current = store();
  if (current.stopWaiting) return;
  current.stopWaiting = whenPageQueryClient((client) => {
    current.mirrored = client;
    for (const entry of current.entries.values()) {
      if (entry.state.status === 'success' && client.getQueryData(entry.key) === undefined) client.setQueryData(entry.key, entry.state.data);
    }
    client.getQueryCache().subscribe((event) => {
      if (current.mirrored !== client || event.type !== 'updated') return;
      const entry = current.entries.get(event.query.queryHash);
      if (!entry) return;
      // Invalidated (a spend in a remote): asked again if something here shows it, as an observer would be.
      if (event.action.type === 'invalidate') {
        if (entry.listeners.size > 0) void fetchEntry(entry);
        return;
      }
      const { status, data } = event.query.state;
      if (status === 'success') setState(entry, { status, data });
    });
  });
}

function entryFor(key: QueryKey, fetch: () => Promise<unknown>): Entry {
  const { entries } = store();
  const hash = hashOf(key);
  let entry = entries.get(hash);
  if (!entry) {
    const known = pageQueryClient()?.getQueryState(key);
    const state: PageQueryState<unknown> = known?.status === 'success' ? { status: 'success', data: known.data } : PENDING;
    entry = { key, fetch, state, listeners: new Set() };
    entries.set(hash, entry);
  }
  return entry;
}

/**
 * `key`'s server state, fetched with `fetch` when nothing holds it yet (or it was invalidated in
 * the page's client); nothing is asked while `enabled` is false.
 */
export function usePageQuery<T>(key: QueryKey, fetch: () => Promise<T>, enabled = true): PageQueryState<T> {
  mirrorPageClient();
  const entry = enabled ? entryFor(key, fetch) : undefined;
  const subscribe = useCallback((onChange: () => void) => {
    entry?.listeners.add(onChange);
    return () => {
      entry?.listeners.delete(onChange);
    };
  }, [entry]);
  const state = useSyncExternalStore(subscribe, () => entry?.state ?? PENDING, () => PENDING);
  useEffect(() => {
    if (!entry) return;
    const stale = pageQueryClient()?.getQueryState(entry.key)?.isInvalidated === true;
    if (entry.state.status === 'pending' || stale) void fetchEntry(entry);
  }, [entry]);
  return state as PageQueryState<T>;
}

/** Sets `key`'s data (in the page's client once there is one, which this then mirrors). */
export function setPageQueryData<T>(key: QueryKey, update: (current: T | undefined) => T): void {
  const client = pageQueryClient();
  if (client) {
    client.setQueryData<T>(key, (current) => update(current));
    return;
  }
  const entry = store().entries.get(hashOf(key));
  const current = entry?.state.status === 'success' ? (entry.state.data as T) : undefined;
  if (entry) setState(entry, { status: 'success', data: update(current) });
}

/** Tests: forget everything held here, and make `client` (if given) the page's query client. */
export function resetPageState(client?: QueryClient): void {
  const current = store();
  current.stopWaiting?.();
  page[STORE_KEY] = { entries: new Map<string, Entry>() };
  replacePageQueryClientForTests(client);
}
