/** Query keys of the payments remote, one factory so invalidation can't miss a spelling. */
export const paymentKeys = {
  all: ['payments'] as const,
  history: (page: number) => [...paymentKeys.all, 'history', page] as const,
  transaction: (tranId: string) => [...paymentKeys.all, 'transaction', tranId] as const,
};
