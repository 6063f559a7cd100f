import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import type { GatewaySessionRequest, GatewayTransactionStatus, GatewayValidation, PaymentGateway } from './payment-gateway';
import { PAYMENT_PATHS } from '@tutorium/shared/contracts';

export interface TestGatewaySession {
  sessionKey: string;
  tranId: string;
  amount: string;
  currency: string;
  productName: string;
  urls: { success: string; fail: string; cancel: string };
  status: string;
}

export type TestGatewayChoice = 'pay' | 'fail' | 'cancel';

export interface TestGatewayOutcome {
  /** Where the buyer's browser is sent back to. */
  next: string;
  /** The IPN fields, for a payment only. */
  ipn?: { tranId: string; valId: string };
}

const token = () => randomBytes(18).toString('base64url');

/**
 * The built-in gateway (the default when no SSLCommerz store is configured): its "payment page"
 * is served by this server, and it keeps its own record of each session in the database, so the
 * validation call answers from that record like a real gateway, never from what a callback says.
 */
export function createTestGateway(db: Kysely<Database>): PaymentGateway & {
  findSession(sessionKey: string): Promise<TestGatewaySession | undefined>;
  /**
   * Records the buyer's choice: the address the browser goes to next and, for a payment, the
   * notification a real gateway posts to the IPN URL; undefined for a closed or unknown session.
   */
  choose(sessionKey: string, choice: TestGatewayChoice): Promise<TestGatewayOutcome | undefined>;
} {
  return {
    name: 'test',

    async startSession(request: GatewaySessionRequest) {
      const sessionKey = token();
      await db
        .insertInto('payment_test_sessions')
        .values({
          session_key: sessionKey,
          tran_id: request.tranId,
          amount: request.amount.toFixed(2),
          currency: request.currency,
          product_name: request.productName,
          success_url: request.urls.success,
          fail_url: request.urls.fail,
          cancel_url: request.urls.cancel,
        })
        .execute();
      return { paymentUrl: PAYMENT_PATHS.testGateway(sessionKey) };
    },

    async validate(valId: string): Promise<GatewayValidation | undefined> {
      const row = await db
        .selectFrom('payment_test_sessions')
        .select(['tran_id', 'amount', 'currency', 'status'])
        .where('val_id', '=', valId)
        .executeTakeFirst();
      if (!row) return undefined;
      return { status: row.status === 'PAID' ? 'VALID' : 'INVALID', tranId: row.tran_id, amount: row.amount, currency: row.currency };
    },

    async transactionStatus(tranId: string): Promise<GatewayTransactionStatus | undefined> {
      const row = await db.selectFrom('payment_test_sessions').select('status').where('tran_id', '=', tranId).executeTakeFirst();
      if (!row) return undefined;
      return row.status === 'PAID' ? 'paid' : row.status === 'FAILED' ? 'failed' : row.status === 'CANCELLED' ? 'cancelled' : 'pending';
    },

    async findSession(sessionKey: string) {
      const row = await db.selectFrom('payment_test_sessions').selectAll().where('session_key', '=', sessionKey).executeTakeFirst();
      if (!row) return undefined;
      return {
        sessionKey: row.session_key,
        tranId: row.tran_id,
        amount: row.amount,
        currency: row.currency,
        productName: row.product_name,
        urls: { success: row.success_url, fail: row.fail_url, cancel: row.cancel_url },
        status: row.status,
      };
    },

    async choose(sessionKey: string, choice: TestGatewayChoice) {
      const valId = choice === 'pay' ? token() : null;
      const status = choice === 'pay' ? 'PAID' : choice === 'fail' ? 'FAILED' : 'CANCELLED';
      const row = await db
        .updateTable('payment_test_sessions')
        .set({ status, val_id: valId })
        .where('session_key', '=', sessionKey)
        .where('status', '=', 'OPEN')
        .returning(['tran_id', 'amount', 'currency', 'success_url', 'fail_url', 'cancel_url'])
        .executeTakeFirst();
      if (!row) return undefined;
      const query = new URLSearchParams({ tran_id: row.tran_id, amount: row.amount, currency: row.currency, status });
      if (valId) query.set('val_id', valId);
      if (choice === 'fail') query.set('error', 'The payment was declined by the test gateway.');
      const target = choice === 'pay' ? row.success_url : choice === 'fail' ? row.fail_url : row.cancel_url;
      return { next: `${target}?${query.toString()}`, ipn: valId ? { tranId: row.tran_id, valId } : undefined };
    },
  };
}

export type TestGateway = ReturnType<typeof createTestGateway>;
