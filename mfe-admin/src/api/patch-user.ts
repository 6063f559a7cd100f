import type { QueryClient } from '@tanstack/react-query';
import type { AdminUserDetail } from '@tutorium/shared/contracts';
import { adminKeys } from './admin-keys';
import { refreshAfterAction } from './queue-cache';

/** Shows the account's new state at once, then refreshes it, the user lists and the audit log. */
export function patchUser(client: QueryClient, id: number, change: Partial<AdminUserDetail['user']>): void {
  client.setQueryData<AdminUserDetail>(adminKeys.user(id), (detail) => detail && { ...detail, user: { ...detail.user, ...change } });
  refreshAfterAction(client, adminKeys.users());
}
