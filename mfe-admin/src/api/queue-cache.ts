import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Page } from '@tutorium/shared/contracts';
import { adminKeys } from './admin-keys';

/** Takes a decided item out of every cached page of a queue at once, then asks the server again. */
export function dropFromPages(client: QueryClient, queue: QueryKey, id: number): void {
  client.setQueriesData<Page<{ id: number }>>({ queryKey: queue }, (page) =>
    page && { ...page, count: Math.max(0, page.count - 1), results: page.results.filter((item) => item.id !== id) });
  refreshAfterAction(client, queue);
}

/**
 * Refreshes a changed list, the overview's queue sizes, the users' pages and the audit log, in the
 * background: the action is done when the server said so, not when the lists come back.
 */
export function refreshAfterAction(client: QueryClient, changed: QueryKey): void {
  for (const queryKey of [changed, adminKeys.stats(), adminKeys.users(), adminKeys.audits()]) {
    void client.invalidateQueries({ queryKey });
  }
}
