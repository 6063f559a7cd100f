import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { MAIL_ALERT_PATHS, type UnsubscribeRequest, type UnsubscribeResponse } from '@tutorium/shared/contracts';
import { authKeys } from './auth-keys';

/** POST the token of a mail's unsubscribe link: the answer names the kind of mail turned off. */
export const unsubscribe = (request: UnsubscribeRequest): Promise<UnsubscribeResponse> =>
  apiFetch<UnsubscribeResponse>(MAIL_ALERT_PATHS.unsubscribe, { method: 'POST', body: request });

// Like an e-mail verification link: sent once when the page opens, its answer kept, never retried;
// no abort signal, so StrictMode's second mount joins the request in flight.
export const unsubscribeQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.unsubscribe(token),
    queryFn: () => unsubscribe({ token }),
    staleTime: Infinity,
    retry: false,
    enabled: token !== '',
  });

export const useUnsubscribe = (token: string) => useQuery(unsubscribeQuery(token));
