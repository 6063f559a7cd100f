import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { PAYMENT_PATHS, type PaymentTransaction } from '@tutorium/shared/contracts';
import { paymentKeys } from './payment-keys';

/** How often a payment still being confirmed is asked about again, and for how long. */
export const PENDING_POLL_MS = 2000;
export const PENDING_POLL_LIMIT = 15;

export const getTransaction = (tranId: string, signal?: AbortSignal): Promise<PaymentTransaction> =>
  apiFetch<PaymentTransaction>(PAYMENT_PATHS.transaction(tranId), { signal });

/** One purchase as the server recorded it; asked again while the gateway's confirmation is on its way. */
export const transactionQuery = (tranId: string) =>
  queryOptions({
    queryKey: paymentKeys.transaction(tranId),
    queryFn: ({ signal }) => getTransaction(tranId, signal),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.status === 'PENDING' && query.state.dataUpdateCount < PENDING_POLL_LIMIT ? PENDING_POLL_MS : false,
  });

export const useTransaction = (tranId: string) => useQuery({ ...transactionQuery(tranId), enabled: tranId !== '' });
