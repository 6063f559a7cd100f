import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { PAYMENT_PATHS, type CreditPackage, type PaymentStartReply } from '@tutorium/shared/contracts';

/** Starts paying for a package; the server prices it from its own list (spec payload: points, amount, user_id). */
export const startPointsPurchase = (pack: CreditPackage, userId: number | undefined): Promise<PaymentStartReply> =>
  apiFetch<PaymentStartReply>(PAYMENT_PATHS.purchasePoints, {
    method: 'POST',
    body: { package_id: pack.id, points: pack.points, amount: pack.price, user_id: userId },
  });

export const useStartPointsPurchase = () =>
  useMutation({ mutationFn: ({ pack, userId }: { pack: CreditPackage; userId: number | undefined }) => startPointsPurchase(pack, userId) });
