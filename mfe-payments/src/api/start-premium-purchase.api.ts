import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { PAYMENT_PATHS, PREMIUM_PRICE_BDT, type PaymentStartReply } from '@tutorium/shared/contracts';

/** Starts paying for a month of premium (spec payload: amount, user_id; the server keeps its own price). */
export const startPremiumPurchase = (userId: number): Promise<PaymentStartReply> =>
  apiFetch<PaymentStartReply>(PAYMENT_PATHS.purchasePremium, { method: 'POST', body: { amount: PREMIUM_PRICE_BDT, user_id: userId } });

export const useStartPremiumPurchase = () => useMutation({ mutationFn: startPremiumPurchase });
