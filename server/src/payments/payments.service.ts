import { randomBytes } from 'node:crypto';
import {
  CREDIT_PACKAGES,
  CURRENCY,
  PREMIUM_AS_POINTS_LEDGER_REASON,
  PREMIUM_DAYS,
  PREMIUM_PAYMENT_OPEN_MINUTES,
  PREMIUM_PRICE_BDT,
  type PaymentType,
  type PointsPurchaseRequest,
} from '@tutorium/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { requireCaller } from '../core/caller';
import { metrics } from '../core/metrics';
import { sessionErrors } from '../core/errors';
import type { Database } from '../db/database.types';
import { inTransaction } from '../db/transaction';
import { listWindow, type ListQuery } from '../core/list-window';
import { notifyUser } from '../notifications/notifications.service';
import { applyPointsChange, type PointsChange } from '../points/points-ledger.service';
import { GatewayError, PAID_VALIDATION_STATUSES, type GatewayTransactionStatus, type PaymentGateway } from './payment-gateway';
import { paymentErrors } from './payments.errors';
import {
  deletePendingPayment,
  hasOpenPremiumPayment,
  startPremium,
  findBuyer,
  findPayment,
  insertPayment,
  listPointsHistory,
  markEnded,
  markPaid,
  setPaymentPremiumExpiry,
  type HistoryRow,
  type PaymentRecord,
} from './payments.repository';

export type { HistoryRow, PaymentRecord };

export interface PaymentsDeps {
  db: Kysely<Database>;
  /** undefined: payments are off (production without a configured gateway). */
  gateway: PaymentGateway | undefined;
  /** Origin the gateway calls back and returns the buyer to; '' keeps the test gateway's addresses on the buyer's own origin. */
  callbackOrigin: string;
  log: FastifyBaseLogger;
}

/** What the server sells and at what price: the only source of an amount (spec section 9). */
interface Product {
  type: PaymentType;
  packageId: number | null;
  points: number;
  bonus: number;
  amount: number;
  name: string;
}

function creditPackage(request: PointsPurchaseRequest): Product {
  const found =
    request.package_id !== undefined
      ? CREDIT_PACKAGES.find((pack) => pack.id === request.package_id)
      : request.points !== undefined
        ? CREDIT_PACKAGES.find((pack) => pack.points === request.points)
        : undefined;
  if (!found) throw paymentErrors.unknownPackage();
  return { type: 'points', packageId: found.id, points: found.points, bonus: found.bonus, amount: found.price, name: `${found.points} points` };
}

const PREMIUM: Product = { type: 'premium', packageId: null, points: 0, bonus: 0, amount: PREMIUM_PRICE_BDT, name: '1 Month Premium' };

const newTranId = () => `TUT-${Date.now().toString(36).toUpperCase()}-${randomBytes(6).toString('hex').toUpperCase()}`;

const premiumActive = (expires: Date | null, flag: boolean) => flag && (expires === null || expires.getTime() > Date.now());

async function start(deps: PaymentsDeps, userId: number, product: Product): Promise<{ paymentUrl: string; payment: { tranId: string; amount: number; currency: string } }> {
  const { db, gateway } = deps;
  if (!gateway) throw paymentErrors.notConfigured();
  const buyer = await findBuyer(db, userId);
  if (!buyer) throw sessionErrors.tokenInvalid();
  if (product.type === 'premium' && premiumActive(buyer.premiumExpires, buyer.isPremium)) throw paymentErrors.alreadyPremium();
  const tranId = newTranId();
  const { packageId, points, bonus, amount } = product;
  const payment = { tranId, userId, product: product.type, packageId, points, bonus, amount, currency: CURRENCY, gateway: gateway.name };
  if (product.type === 'premium') {
    // One premium payment in progress at a time: the buyer's row is locked while it is checked and recorded.
    await inTransaction(db, async (trx) => {
      await requireCaller(trx, userId, { lock: true });
      if (await hasOpenPremiumPayment(trx, userId, PREMIUM_PAYMENT_OPEN_MINUTES)) throw paymentErrors.premiumInProgress();
      await insertPayment(trx, payment);
    });
  } else {
    await insertPayment(db, payment);
  }
  const base = `${deps.callbackOrigin}/api/payments`;
  try {
    const { paymentUrl } = await gateway.startSession({
      tranId,
      amount: product.amount,
      currency: CURRENCY,
      productName: product.name,
      productCategory: product.type,
      customer: {
        name: `${buyer.firstName} ${buyer.lastName}`.trim() || buyer.username,
        email: buyer.email,
        phone: buyer.phone ?? '01700000000',
        city: buyer.location ?? 'Dhaka',
      },
      urls: { success: `${base}/success/`, fail: `${base}/fail/`, cancel: `${base}/cancel/`, ipn: `${base}/ipn/` },
    });
    return { paymentUrl, payment: { tranId, amount: product.amount, currency: CURRENCY } };
  } catch (error) {
    await deletePendingPayment(db, tranId);
    if (error instanceof GatewayError) {
      deps.log.error({ tranId, err: error.message }, 'payment gateway refused to open a session');
      throw paymentErrors.gatewayFailed();
    }
    throw error;
  }
}

/** Starts buying a credit package: the amount comes from the package list, whatever the client sent. */
export const startPointsPurchase = (deps: PaymentsDeps, userId: number, request: PointsPurchaseRequest) =>
  start(deps, userId, creditPackage(request));

/**
 * Starts buying a month of premium; refused (409) while premium is active. Only tutors may buy it
 * (403 for anyone else, before anything is written): premium ranks tutors first in tutor lists
 * and searches, and gives a student nothing.
 */
export async function startPremiumPurchase(deps: PaymentsDeps, userId: number) {
  await requireCaller(deps.db, userId, { as: 'tutor', otherwise: paymentErrors.premiumForTutors });
  return start(deps, userId, PREMIUM);
}

export interface CallbackData {
  tranId?: string;
  valId?: string;
}

/** The refusal reason when the gateway's validation API could not be reached: nothing is known yet. */
export const VALIDATION_UNAVAILABLE = 'validation unavailable';

export type Settlement =
  | { outcome: 'paid'; payment: PaymentRecord }
  | { outcome: 'refused'; reason: string; payment?: PaymentRecord };

const sameAmount = (reported: string, amount: number) => {
  const value = Number(reported);
  return reported.trim() !== '' && Number.isFinite(value) && Math.abs(value - amount) < 0.005;
};

/** The ledger credit of a paid points purchase: points and bonus, keyed by the transaction id so it is applied once. */
export function purchaseCredit(paid: PaymentRecord): PointsChange {
  const key = `payment:${paid.tranId}`;
  return { userId: paid.userId, delta: paid.points + paid.bonus, reason: 'purchase', reference: key, idempotencyKey: key };
}

/**
 * The one crediting path of every callback (IPN, browser return; SSLCommerz or the test gateway):
 * the gateway validates the val_id, its answer must match the transaction we started (id,
 * amount, currency), and the transaction is marked paid together with the credit in one
 * database transaction, so replays and races credit exactly once.
 */
export async function settlePayment(deps: PaymentsDeps, data: CallbackData, source: 'ipn' | 'return'): Promise<Settlement> {
  const { db, gateway, log } = deps;
  const refuse = (reason: string, payment?: PaymentRecord): Settlement => {
    log.warn({ tranId: data.tranId, source, reason }, 'payment callback refused: nothing credited');
    metrics.payments.inc({ product: payment?.product ?? 'unknown', outcome: 'refused' });
    return { outcome: 'refused', reason, payment };
  };
  if (!data.tranId) return refuse('no tran_id');
  const payment = await findPayment(db, data.tranId);
  if (!payment) return refuse('unknown tran_id');
  if (payment.status === 'PAID') return { outcome: 'paid', payment };
  if (!gateway) return refuse('payments not configured', payment);
  if (!data.valId) return refuse('no val_id', payment);

  let validation;
  try {
    validation = await gateway.validate(data.valId);
  } catch (error) {
    log.error({ tranId: data.tranId, err: (error as Error).message }, 'payment validation call failed');
    return { outcome: 'refused', reason: VALIDATION_UNAVAILABLE, payment };
  }
  if (!validation || !PAID_VALIDATION_STATUSES.has(validation.status)) return refuse(`validation status ${validation?.status ?? 'unknown val_id'}`, payment);
  if (validation.tranId !== payment.tranId) return refuse('validated transaction id differs', payment);
  if (!sameAmount(validation.amount, payment.amount) || validation.currency !== payment.currency) {
    return refuse(`amount or currency differs (${validation.amount} ${validation.currency})`, payment);
  }

  const valId = data.valId;
  const credited = await inTransaction(db, async (trx) => {
    const paid = await markPaid(trx, payment.tranId, valId);
    if (!paid) return undefined;
    if (paid.product === 'points') {
      const credit = paid.points + paid.bonus;
      await applyPointsChange(trx, purchaseCredit(paid));
      await notifyUser(trx, paid.userId, {
        type: 'payment-credited',
        message: `Payment received: ${credit} points added to your balance.`,
        payload: { tran_id: paid.tranId, points: credit },
      });
      return paid;
    }
    const expires = await startPremium(trx, paid.userId, PREMIUM_DAYS);
    if (!expires) {
      // Paid while premium was active (two payments raced, or one arrived late): premium does not
      // stack, so the money comes back as points at the base package's rate, once per payment.
      const credit = Math.floor(paid.amount);
      await applyPointsChange(trx, {
        userId: paid.userId,
        delta: credit,
        reason: PREMIUM_AS_POINTS_LEDGER_REASON,
        reference: `payment:${paid.tranId}`,
        note: 'Premium was already active: this payment was credited as points.',
        idempotencyKey: `premium-as-points:${paid.tranId}`,
      });
      await notifyUser(trx, paid.userId, {
        type: 'payment-credited',
        message: `Payment received: premium was already active, so ${credit} points were added to your balance.`,
        payload: { tran_id: paid.tranId, points: credit },
      });
      return paid;
    }
    await setPaymentPremiumExpiry(trx, paid.tranId, expires);
    await notifyUser(trx, paid.userId, {
      type: 'payment-credited',
      message: 'Payment received: you are a Premium User!',
      payload: { tran_id: paid.tranId, premium_expires: expires.toISOString() },
    });
    return { ...paid, premiumExpires: expires };
  });
  if (!credited) {
    const again = await findPayment(db, payment.tranId);
    return again?.status === 'PAID' ? { outcome: 'paid', payment: again } : refuse('not credited', again);
  }
  log.info({ tranId: credited.tranId, source, product: credited.product }, 'payment credited');
  metrics.payments.inc({ product: credited.product, outcome: 'paid' });
  return { outcome: 'paid', payment: credited };
}

/**
 * A callback says the buyer failed or cancelled. Anyone can post that, so a pending transaction
 * ends only as the gateway's own record of it says (failed or cancelled); while the gateway says
 * nothing of the kind, or cannot be asked, it stays pending and a later valid payment still
 * credits. Nothing is credited here.
 */
export async function endPayment(deps: PaymentsDeps, tranId: string | undefined, claimed: 'FAILED' | 'CANCELLED'): Promise<PaymentRecord | undefined> {
  if (!tranId) return undefined;
  const payment = await findPayment(deps.db, tranId);
  if (!payment) {
    deps.log.warn({ tranId, claimed }, 'payment callback for an unknown transaction');
    return undefined;
  }
  if (payment.status !== 'PENDING' || !deps.gateway) return payment;
  let recorded: GatewayTransactionStatus | undefined;
  try {
    recorded = await deps.gateway.transactionStatus(tranId);
  } catch (error) {
    deps.log.error({ tranId, err: (error as Error).message }, 'payment status query failed: the transaction stays pending');
    return payment;
  }
  if (recorded !== 'failed' && recorded !== 'cancelled') {
    deps.log.warn({ tranId, claimed, recorded: recorded ?? 'unknown' }, 'payment end claimed but not recorded by the gateway: the transaction stays pending');
    return payment;
  }
  await markEnded(deps.db, tranId, recorded === 'failed' ? 'FAILED' : 'CANCELLED');
  metrics.payments.inc({ product: payment.product, outcome: recorded });
  return (await findPayment(deps.db, tranId)) ?? payment;
}

/** One of the caller's transactions; another user's is as unknown as a missing one. */
export async function ownPayment(db: Kysely<Database>, userId: number, tranId: string): Promise<PaymentRecord> {
  const payment = await findPayment(db, tranId);
  if (!payment || payment.userId !== userId) throw paymentErrors.notFound();
  return payment;
}

export async function pointsHistory(db: Kysely<Database>, userId: number, query: ListQuery): Promise<{ rows: HistoryRow[]; count: number }> {
  return listPointsHistory(db, userId, listWindow(query));
}
