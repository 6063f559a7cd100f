import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Page } from '@tutorium/shared/contracts';
import { adminKeys } from './admin-keys';

/** Takes a decided item out of every cached page of a queue at once, then asks the server again. */
export function dropFromPages(client: QueryClient, queue: QueryKey, id: number): Promise<void> {
  client.setQueriesData<Page<{ id: number }>>({ queryKey: queue }, (page) =>
    page && { ...page, count: Math.max(0, page.count - 1), results: page.results.filter((item) => item.id !== id) });
  return refreshAfterAction(client, queue);
}

/** Refreshes a changed list, the overview's queue sizes, the users' pages and the audit log. */
export function refreshAfterAction(client: QueryClient, changed: QueryKey): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: changed }),
    client.invalidateQueries({ queryKey: adminKeys.stats() }),
    client.invalidateQueries({ queryKey: adminKeys.users() }),
    client.invalidateQueries({ queryKey: adminKeys.audits() }),
  ]).then(() => undefined);
}
