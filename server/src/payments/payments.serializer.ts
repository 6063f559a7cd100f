import type { PaymentTransaction, PointsHistoryEntry } from '@tutorium/shared/contracts';
import type { HistoryRow, PaymentRecord } from './payments.service';

export function toPaymentReply(payment: PaymentRecord): PaymentTransaction {
  return {
    tran_id: payment.tranId,
    payment_type: payment.product,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
    points: payment.points,
    bonus: payment.bonus,
    credit: payment.points + payment.bonus,
    created_at: payment.createdAt.toISOString(),
    paid_at: payment.paidAt === null ? null : payment.paidAt.toISOString(),
    premium_expires: payment.premiumExpires === null ? null : payment.premiumExpires.toISOString(),
  };
}

export function toHistoryReply(row: HistoryRow): PointsHistoryEntry {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    delta: row.delta,
    reason: row.reason,
    reference: row.reference,
    note: row.note,
    balance: row.balance,
  };
}
