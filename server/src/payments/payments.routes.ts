// Access: signed-in (purchases, history, a transaction), public (the gateway's callbacks and the test gateway's page).
import { PAYMENT_PATHS, TRANSACTION_ID_PATTERN, type PaymentFailReason, type PaymentType } from '@tutorium/shared/contracts';
import {
  detailErrorSchema,
  listSchema,
  pageQuerySchema,
  paymentStartReplySchema,
  paymentTransactionSchema,
  pointsHistoryEntrySchema,
  pointsPurchaseRequestSchema,
  premiumPurchaseRequestSchema,
  tranIdParamsSchema,
} from '@tutorium/shared/schemas';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { currentUser, declareAccess } from '../core/access';
import type { Config } from '../config/config';
import type { Database } from '../db/database.types';
import { toListReply } from '../http/pagination';
import { signedInErrorResponses } from '../http/response-schemas';
import { createPaymentGateway } from './create-gateway';
import type { PaymentGateway } from './payment-gateway';
import { toHistoryReply, toPaymentReply } from './payments.serializer';
import {
  endPayment,
  ownPayment,
  pointsHistory,
  settlePayment,
  startPointsPurchase,
  startPremiumPurchase,
  type PaymentsDeps,
  VALIDATION_UNAVAILABLE,
} from './payments.service';
import type { TestGateway, TestGatewayChoice } from './test-gateway';
import { testGatewayPage } from './test-gateway.page';

const tags = ['payments'];
const startErrors = {
  ...signedInErrorResponses,
  409: detailErrorSchema.describe('Premium is active already'),
  502: detailErrorSchema.describe('The payment gateway refused to open a session'),
  503: detailErrorSchema.describe('Payments are not configured'),
};

interface Options {
  config: Config;
  db: Kysely<Database>;
}

const isTestGateway = (gateway: PaymentGateway | undefined): gateway is TestGateway => gateway?.name === 'test';

/**
 * Payments (spec sections 3, 7, 9; design brief sections 4 and 5): starts and reads need a
 * session; the gateway's callbacks (IPN, the browser's return) and the test gateway's page do not.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<Options> = async (app, { config, db }) => {
  const gateway = createPaymentGateway(config, db);
  // The test gateway lives on the buyer's own origin, so its addresses stay relative.
  const callbackOrigin = isTestGateway(gateway) ? '' : config.publicUrl;
  const deps = (log: FastifyBaseLogger): PaymentsDeps => ({ db, gateway, callbackOrigin, log });
  await app.register(signedInPaymentRoutes, { deps, db });
  await app.register(callbackRoutes, { deps, gateway });
};

const signedInPaymentRoutes: FastifyPluginAsyncZod<{ deps: (log: FastifyBaseLogger) => PaymentsDeps; db: Kysely<Database> }> = async (
  app,
  { deps, db },
) => {
  declareAccess(app, 'signed-in');

  app.post(
    '/points/purchase',
    {
      schema: {
        tags,
        summary: 'Start buying a credit package (by package_id or points); the price comes from the server',
        body: pointsPurchaseRequestSchema,
        response: { 200: paymentStartReplySchema, ...startErrors },
      },
    },
    async (request) => {
      const started = await startPointsPurchase(deps(request.log), currentUser(request).userId, request.body ?? {});
      return { status: 'SUCCESS' as const, payment_url: started.paymentUrl, tran_id: started.payment.tranId, amount: started.payment.amount, currency: started.payment.currency };
    },
  );

  app.post(
    '/users/purchase_premium',
    {
      schema: {
        tags,
        summary: 'Start buying a month of premium (500 BDT), tutors only; refused while premium is active',
        body: premiumPurchaseRequestSchema.nullish(),
        response: { 200: paymentStartReplySchema, ...startErrors, 403: detailErrorSchema.describe('Only tutors buy premium') },
      },
    },
    async (request) => {
      const started = await startPremiumPurchase(deps(request.log), currentUser(request).userId);
      return { status: 'SUCCESS' as const, payment_url: started.paymentUrl, tran_id: started.payment.tranId, amount: started.payment.amount, currency: started.payment.currency };
    },
  );

  app.get(
    '/payments/transactions/:tran_id',
    {
      schema: {
        tags,
        summary: "One of the caller's purchases as the server recorded it (another user's: 404)",
        params: tranIdParamsSchema,
        response: { 200: paymentTransactionSchema, ...signedInErrorResponses, 404: detailErrorSchema.describe('No such transaction of the caller') },
      },
    },
    async (request) => toPaymentReply(await ownPayment(db, currentUser(request).userId, request.params.tran_id)),
  );

  app.get(
    '/points/history',
    {
      schema: {
        tags,
        summary: "The caller's points ledger, newest first, each row with the balance after it",
        querystring: pageQuerySchema,
        response: { 200: listSchema(pointsHistoryEntrySchema), ...signedInErrorResponses },
      },
    },
    async (request) => {
      const { rows, count } = await pointsHistory(db, currentUser(request).userId, request.query);
      return toListReply(rows.map(toHistoryReply), count, request.query, request.url);
    },
  );
};

// What the gateway posts (SSLCommerz sends many more fields; only these are read).
const callbackFieldsSchema = z.looseObject({
  tran_id: z.string().max(100).optional(),
  val_id: z.string().max(200).optional(),
  status: z.string().max(50).optional(),
  error: z.string().max(500).optional(),
});
type CallbackFields = z.infer<typeof callbackFieldsSchema>;

const fields = (request: { query: CallbackFields; body?: CallbackFields | undefined }): CallbackFields => ({ ...request.query, ...(request.body ?? {}) });

/** The failure page, told why by a code (it shows only its own texts). */
function failPage(tranId: string | undefined, status: 'FAILED', reason: PaymentFailReason): string {
  const query = new URLSearchParams({ status, reason });
  if (tranId && TRANSACTION_ID_PATTERN.test(tranId)) query.set('tran_id', tranId);
  return `/payments/fail/?${query.toString()}`;
}

const callbackRoutes: FastifyPluginAsyncZod<{ deps: (log: FastifyBaseLogger) => PaymentsDeps; gateway: PaymentGateway | undefined }> = async (
  app,
  { deps, gateway },
) => {
  // The gateway (a server-to-server IPN, the buyer's browser) calls these without a session.
  declareAccess(app, 'public');
  // Gateways post HTML forms; only these routes read them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const callbackSchema = { tags, querystring: callbackFieldsSchema, body: callbackFieldsSchema.optional() };
  const redirect = (reply: FastifyReply, to: string) => reply.code(303).header('cache-control', 'no-store').redirect(to, 303);

  app.post(
    '/payments/ipn',
    { schema: { ...callbackSchema, summary: "The gateway's server-to-server notification; credits once after validation", response: { 200: z.object({ status: z.string() }) } } },
    async (request) => {
      const data = fields(request);
      const status = data.status?.toUpperCase();
      if (status === 'FAILED' || status === 'CANCELLED') {
        await endPayment(deps(request.log), data.tran_id, status);
        return { status: 'ended' };
      }
      const settlement = await settlePayment(deps(request.log), { tranId: data.tran_id, valId: data.val_id }, 'ipn');
      return { status: settlement.outcome };
    },
  );

  const returns: Record<'success' | 'fail' | 'cancel', { summary: string; handle: (data: CallbackFields, log: FastifyBaseLogger) => Promise<string> }> = {
    success: {
      summary: "The buyer's return after paying: validated and credited once, then the success page",
      handle: async (data, log) => {
        const settlement = await settlePayment(deps(log), { tranId: data.tran_id, valId: data.val_id }, 'return');
        if (settlement.outcome !== 'paid') {
          // The gateway could not be asked: the IPN may still credit it, and the success page waits for that.
          if (settlement.reason === VALIDATION_UNAVAILABLE && settlement.payment) return `/payments/success/?${new URLSearchParams({ tran_id: settlement.payment.tranId }).toString()}`;
          return failPage(data.tran_id, 'FAILED', 'unverified');
        }
        const { payment } = settlement;
        const query = new URLSearchParams({
          tran_id: payment.tranId,
          amount: String(payment.amount),
          currency: payment.currency,
          payment_type: payment.product,
          credit: String(payment.points + payment.bonus),
        });
        return `/payments/success/?${query.toString()}`;
      },
    },
    fail: {
      summary: "The buyer's return after a failed payment: nothing credited, then the failure page",
      handle: async (data, log) => {
        // The gateway's own record decides whether it failed; its `error` text is never echoed.
        const payment = await endPayment(deps(log), data.tran_id, 'FAILED');
        return failPage(data.tran_id, 'FAILED', payment?.status === 'FAILED' ? 'declined' : 'unknown');
      },
    },
    cancel: {
      summary: "The buyer's return after cancelling: nothing credited, then the cancel page",
      handle: async (data, log) => {
        const payment = await endPayment(deps(log), data.tran_id, 'CANCELLED');
        const type: PaymentType = payment?.product ?? 'points';
        const query = data.tran_id ? `?${new URLSearchParams({ tran_id: data.tran_id }).toString()}` : '';
        return `/payments/cancel/${type}${query}`;
      },
    },
  };

  // SSLCommerz posts the return as a form; the test gateway and a reload arrive as GET.
  for (const [name, { summary, handle }] of Object.entries(returns)) {
    app.get(`/payments/${name}`, { schema: { tags, summary, querystring: callbackFieldsSchema } }, async (request, reply) =>
      redirect(reply, await handle(request.query, request.log)),
    );
    app.post(`/payments/${name}`, { schema: { ...callbackSchema, summary } }, async (request, reply) =>
      redirect(reply, await handle(fields(request), request.log)),
    );
  }

  if (!isTestGateway(gateway)) return;
  const testGateway = gateway;
  const sessionParams = z.object({ session: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

  app.get(
    '/payments/test-gateway/:session',
    { schema: { tags, summary: "The built-in test gateway's payment page (development and test only)", params: sessionParams } },
    async (request, reply) => {
      const session = await testGateway.findSession(request.params.session);
      const html = testGatewayPage(session, PAYMENT_PATHS.testGateway(request.params.session));
      return reply.code(session ? 200 : 404).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );

  app.post(
    '/payments/test-gateway/:session',
    {
      schema: {
        tags,
        summary: "The buyer's choice on the test gateway: pay, fail or cancel, then the same returns as a real gateway",
        params: sessionParams,
        body: z.object({ choice: z.enum(['pay', 'fail', 'cancel']) }),
      },
    },
    async (request, reply) => {
      const outcome = await testGateway.choose(request.params.session, request.body.choice as TestGatewayChoice);
      if (!outcome) {
        return reply.code(409).type('text/html; charset=utf-8').send(testGatewayPage(undefined, PAYMENT_PATHS.testGateway(request.params.session)));
      }
      // Like a real gateway, it notifies the server before the buyer is back, so a buyer who closes
      // the tab after paying is credited all the same; the return then finds the payment settled.
      if (outcome.ipn) await settlePayment(deps(request.log), outcome.ipn, 'ipn');
      return redirect(reply, outcome.next);
    },
  );
};
