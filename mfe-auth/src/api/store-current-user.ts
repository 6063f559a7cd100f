import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { User } from '@tutorium/shared/contracts';
import { currentUserQuery } from '@tutorium/shared/query';
import { getSession } from '@tutorium/shared/session';

/**
 * Stores the user a change returned where it is read: the shared current-user query (the profile,
 * any other remote) and the session (the header's name and avatar change at once).
 */
export function useStoreCurrentUser(): (user: User) => void {
  const client = useQueryClient();
  return useCallback((user: User) => {
    client.setQueryData(currentUserQuery(user.id).queryKey, user);
    getSession().setUser(user);
  }, [client]);
}
